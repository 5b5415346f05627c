#import <UIKit/UIKit.h>

@interface TLYReceiptCell : UITableViewCell
@property (nonatomic, strong) UIImageView *thumbView;
@property (nonatomic, strong) UILabel *priceLabel;
@end
