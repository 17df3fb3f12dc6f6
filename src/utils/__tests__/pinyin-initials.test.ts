import { pinyinInitials } from '../pinyin-initials';

describe('pinyinInitials', () => {
  it('gives the first letter of each character’s pinyin, across the alphabet', () => {
    expect(pinyinInitials('仓储总览')).toBe('cczl');
    expect(pinyinInitials('收入明细')).toBe('srmx');
    expect(pinyinInitials('浏览记录')).toBe('lljl');
    expect(pinyinInitials('系统日志')).toBe('xtrz');
    expect(pinyinInitials('阿八嚓哒鹅发嘎哈鸡卡拉妈拿哦趴七然仨他挖夕丫匝')).toBe(
      'abcdefghjklmnopqrstwxyz',
    );
    // the last character of each letter, just below the next boundary
    expect(pinyinInitials('簿错鵽貳酜過鑊攟懖纙鞪糯藕曝群鶸蜶籜錻鑂繧')).toBe(
      'bcdefghjklmnopqrstwxy',
    );
  });

  it('keeps other characters, lower-cased, and drops spaces', () => {
    expect(pinyinInitials('618 活动奖励')).toBe('618hdjl');
    expect(pinyinInitials('VIP 会员')).toBe('viphy');
  });
});
