// The system's zlib (Debian's zlib1g-dev, macOS's SDK): the browser test inflates the screenshot's
// PNG with it to read pixels.
#include <zlib.h>
