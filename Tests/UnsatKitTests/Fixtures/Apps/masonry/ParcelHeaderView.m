#import "ParcelHeaderView.h"
#import <Masonry/Masonry.h>

@interface ParcelStampView : UIView
@end

@implementation ParcelStampView
@end

@interface ParcelHeaderView ()
@property (nonatomic, strong) UIImageView *parcelImageView;
@property (nonatomic, strong) UIImageView *carrierLogoView;
@property (nonatomic, strong) UILabel *trackingLabel;
@property (nonatomic, strong) ParcelStampView *stampView;
@end

@implementation ParcelHeaderView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _parcelImageView = [[UIImageView alloc] init];
        _carrierLogoView = [[UIImageView alloc] init];
        _trackingLabel = [[UILabel alloc] init];
        _stampView = [[ParcelStampView alloc] init];
        [self addSubview:_parcelImageView];
        [self addSubview:_carrierLogoView];
        [self addSubview:_trackingLabel];
        [self addSubview:_stampView];
        [self setUpConstraints];
    }
    return self;
}

- (void)setUpConstraints {
    [self.parcelImageView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self).offset(16);
        make.leading.trailing.equalTo(self).insets(UIEdgeInsetsMake(0, 20, 0, 20));
        make.height.mas_equalTo(160);
    }];
    [self.carrierLogoView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.parcelImageView.mas_bottom).offset(8);
        make.leading.equalTo(self.parcelImageView);
        make.width.equalTo(@120);
        make.height.equalTo(self.carrierLogoView.mas_width).multipliedBy(0.5);
    }];
    [self.trackingLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.carrierLogoView.mas_bottom).with.offset(12);
        make.leading.and.trailing.equalTo(self).inset(20);
        make.height.mas_equalTo(44);
        make.bottom.equalTo(self.mas_bottom).offset(-16);
    }];
    [self.stampView mas_remakeConstraints:^(MASConstraintMaker *m) {
        m.size.mas_equalTo(CGSizeMake(44, 44));
        m.centerY.equalTo(self.carrierLogoView).priorityHigh();
        m.trailing.equalTo(self.mas_trailing).offset(-20).key(@"parcel.stamp.trailing");
    }];
    [self mas_updateConstraints:^(MASConstraintMaker *make) {
        make.height.equalTo(@(240));
    }];
    // make.height.equalTo(@999); is a comment
}

@end
