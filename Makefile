# `make install PREFIX=DIR`: Scripts/install.sh does the work (see its header).
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: install
install:
	Scripts/install.sh --prefix "$(PREFIX)" --destdir "$(DESTDIR)"
