#import <UIKit/UIKit.h>

@interface HarborBerthCell : UITableViewCell
@end
