#import <UIKit/UIKit.h>

@interface TLYFilterBar : UIView
@property (nonatomic, strong) UITextField *field;
@end

@implementation TLYFilterBar

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UITextField *field = [[UITextField alloc] init];
        field.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:field];
        self.field = field;
        [self.widthAnchor constraintEqualToConstant:300].active = YES;
        NSDictionary *metrics = @{@"pad": @16};
        [NSLayoutConstraint activateConstraints:
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[field(320)]-pad-|"
                                                    options:0
                                                    metrics:metrics
                                                      views:NSDictionaryOfVariableBindings(field)]];
        // Near the top when there is room; the bar's height decides.
        [NSLayoutConstraint activateConstraints:
            [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-(8@750)-[field]"
                                                    options:0
                                                    metrics:nil
                                                      views:NSDictionaryOfVariableBindings(field)]];
    }
    return self;
}

@end
