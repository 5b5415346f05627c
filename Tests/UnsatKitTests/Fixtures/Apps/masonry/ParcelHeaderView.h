#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ParcelHeaderView : UIView
@end

NS_ASSUME_NONNULL_END
