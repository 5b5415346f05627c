#import "HarborBerthCell.h"
#import <PureLayout/PureLayout.h>

@interface HarborBerthCell ()
@property (nonatomic, strong) UIImageView *berthImageView;
@property (nonatomic, strong) UILabel *berthLabel;
@end

@implementation HarborBerthCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _berthImageView = [[UIImageView alloc] init];
        _berthLabel = [[UILabel alloc] init];
        [self.contentView addSubview:_berthImageView];
        [self.contentView addSubview:_berthLabel];
        [self.berthImageView autoSetDimension:ALDimensionWidth toSize:72];
        [self.berthImageView autoPinEdgeToSuperviewEdge:ALEdgeLeading withInset:16];
        [self.berthImageView autoAlignAxisToSuperviewAxis:ALAxisHorizontal];
        [self.berthLabel autoPinEdge:ALEdgeLeading toEdge:ALEdgeTrailing ofView:self.berthImageView withOffset:12];
        [self.berthLabel autoPinEdgeToSuperviewEdge:ALEdgeTrailing withInset:16 relation:NSLayoutRelationGreaterThanOrEqual];
        [NSLayoutConstraint autoSetPriority:UILayoutPriorityDefaultHigh forConstraints:^{
            [self.berthLabel autoMatchDimension:ALDimensionWidth toDimension:ALDimensionWidth ofView:self.berthImageView withMultiplier:2.0];
        }];
        [self.berthLabel autoCenterInSuperviewMargins];
    }
    return self;
}

@end
