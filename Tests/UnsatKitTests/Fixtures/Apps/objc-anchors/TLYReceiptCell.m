#import "TLYReceiptCell.h"

@interface TLYReceiptCell ()
@property (nonatomic, strong) UIImageView *stampView;
@end

@implementation TLYReceiptCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _thumbView = [[UIImageView alloc] init];
        _priceLabel = [[UILabel alloc] init];
        _stampView = [[UIImageView alloc] init];
        _priceLabel.text = @"Total";
        for (UIView *subview in @[_thumbView, _priceLabel, _stampView]) {
            subview.translatesAutoresizingMaskIntoConstraints = NO;
            [self.contentView addSubview:subview];
        }

        NSLayoutConstraint *priceWidth = [self.priceLabel.widthAnchor constraintGreaterThanOrEqualToConstant:300];
        priceWidth.identifier = @"receipt.price.width";

        [NSLayoutConstraint activateConstraints:@[
            [self.thumbView.widthAnchor constraintEqualToConstant:88],
            [self.thumbView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:12],
            [self.thumbView.trailingAnchor constraintEqualToAnchor:self.priceLabel.leadingAnchor constant:-8],
            priceWidth,
            [self.priceLabel.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-12],
            // The stamp is as wide as the thumbnail, and sits on its own row.
            [self.stampView.widthAnchor constraintEqualToConstant:88],
        ]];
        [self.stampView.topAnchor constraintEqualToAnchor:self.thumbView.bottomAnchor constant:4].active = YES;
    }
    return self;
}

@end
