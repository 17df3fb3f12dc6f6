import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, creditCopy, depositCopy, rewardCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { standingEndpoints } from '@/features/standing/api/standing-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import {
  awardPageSchema,
  creditRatingSchema,
  guaranteeSummarySchema,
} from '@/features/standing/api/standing-schemas';

const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('deposit, reward and credit answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, unknown kinds left out, money checked', () => {
    expect(
      parseAnswer(guaranteeSummarySchema, {
        list: [
          {
            guaranteeId: '3',
            amount: 100,
            held: 40,
            status: '2',
            records: [
              { recordId: 1, type: 'PAY', amount: 100 },
              { recordId: 2, type: 'GIFT', amount: 5 },
            ],
          },
          { guaranteeId: 4, amount: 50, held: 50, status: 9 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        // a missing total is what the rows hold
        held: 90,
        list: [
          {
            guaranteeId: 3,
            guaranteeName: '',
            amount: 100,
            held: 40,
            payTime: '',
            status: 2,
            records: [{ recordId: 1, type: 'PAY', amount: 100, createTime: '', reason: '' }],
          },
          {
            guaranteeId: 4,
            guaranteeName: '',
            amount: 50,
            held: 50,
            payTime: '',
            status: null,
            records: [],
          },
        ],
      },
    });
    expect(parseAnswer(guaranteeSummarySchema, { held: 1.5, list: [] })).toMatchObject({
      ok: false,
      message: commonCopy.badAmount,
    });
    expect(
      parseAnswer(awardPageSchema, {
        list: [
          { awardId: 1, amount: 100, state: 'PENDING' },
          { awardId: 2, amount: 100, state: 'LOST' },
          { awardId: 3, amount: 0.5, state: 'PENDING' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            awardId: 1,
            awardName: '',
            reason: '',
            amount: 100,
            createTime: '',
            claimTime: '',
            state: 'PENDING',
          },
        ],
        total: 1,
      },
    });
    expect(parseAnswer(creditRatingSchema, { score: '75', level: 'S' })).toEqual({
      ok: true,
      value: { score: 75, level: 'A', updateTime: '' },
    });
    expect(parseAnswer(creditRatingSchema, { level: 'AAA' })).toMatchObject({
      ok: false,
      message: commonCopy.badAnswer,
    });
  });

  it('my_deposit: a failed load shows 加载失败 and 重试, never 暂无保证金, then the deposits', async () => {
    mockApi.failNext(standingEndpoints.guarantees, { network: true });
    await renderApp(memberPath('my_deposit'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(depositCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('供应商保证金')).toBeInTheDocument();
    expect(screen.getByText('部分违约扣除')).toBeInTheDocument();
    expect(screen.getByText('4月批次到货延误，按供货协议扣除违约金')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: depositCopy.heldTitle })).toHaveTextContent(
      '¥67,000.00',
    );
  });

  it('my_deposit: an empty answer says 暂无保证金 and holds ¥0.00', async () => {
    mockApi.failNext(standingEndpoints.guarantees, { resultData: { held: 0, list: [] } });
    await renderApp(memberPath('my_deposit'), asMember);
    expect(await screen.findByText(depositCopy.empty)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: depositCopy.heldTitle })).toHaveTextContent('¥0.00');
  });

  it('my_deposit: a minimal deposit with an unknown status is listed as 未知状态', async () => {
    mockApi.failNext(standingEndpoints.guarantees, {
      resultData: {
        list: [
          { guaranteeId: 8, guaranteeName: '仓储保证金', amount: 1000, held: 1000, status: 7 },
        ],
      },
    });
    await renderApp(memberPath('my_deposit'), asMember);
    expect(await screen.findByText('仓储保证金')).toBeInTheDocument();
    expect(screen.getByText(depositCopy.unknownStatus)).toBeInTheDocument();
    expect(screen.getByText(depositCopy.historyEmpty)).toBeInTheDocument();
    expectNoCrash();
  });

  it('my_reward: a failed list shows 重试, never 暂无奖励, and 重试 loads it', async () => {
    mockApi.failNext(standingEndpoints.awards, { network: true });
    await renderApp(memberPath('my_reward'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(rewardCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('半年度优秀会员奖')).toBeInTheDocument();
  });

  it('my_reward: a reward in an unknown state is left out and offers no 领取', async () => {
    mockApi.failNext(standingEndpoints.awards, {
      resultData: {
        list: [
          { awardId: 1, awardName: '已知奖励', amount: 100, state: 'EXPIRED' },
          { awardId: 2, awardName: '未知奖励', amount: 100, state: 'FROZEN' },
        ],
      },
    });
    await renderApp(memberPath('my_reward'), asMember);
    expect(await screen.findByText('已知奖励')).toBeInTheDocument();
    expect(screen.queryByText('未知奖励')).toBeNull();
    expect(screen.queryByRole('button', { name: /领取/ })).toBeNull();
    expectNoCrash();
  });

  it('my_credit: a failed rating shows 重试 while the history stays; 重试 loads the rating', async () => {
    mockApi.failNext(standingEndpoints.credit, { network: true });
    await renderApp(memberPath('my_credit'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(await screen.findByText(creditCopy.historyTitle)).toBeInTheDocument();
    expect((await screen.findAllByText('订单按时付款')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    const rating = screen.getByRole('region', { name: creditCopy.ratingTitle });
    expect(await within(rating).findByText('信用极好')).toBeInTheDocument();
    expect(within(rating).getByText('93')).toBeInTheDocument();
  });

  it('my_credit: a rating without a level is read from its score band', async () => {
    mockApi.failNext(standingEndpoints.credit, { resultData: { score: 65 } });
    await renderApp(memberPath('my_credit'), asMember);
    const rating = await screen.findByRole('region', { name: creditCopy.ratingTitle });
    expect(await within(rating).findByText('信用一般')).toBeInTheDocument();
    expect(within(rating).getByText('B')).toBeInTheDocument();
    expectNoCrash();
  });
});
