import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, enquiryCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { enquiryEndpoints } from '@/features/enquiry/api/enquiry-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { enquiryDetailSchema, enquiryPageSchema } from '@/features/enquiry/api/enquiry-schemas';

const asMember = { loggedInAs: SEEDED_MEMBER };
const MY_ASK = memberPath('my_ask');
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
/**
 * The editor has finished starting (its toolbar is built, a microtask after it is created): a
 * test that ends earlier destroys it mid-start, and wangEditor then throws.
 */
const editorLoaded = () =>
  waitFor(() => expect(document.querySelector('.rich-text-editor__toolbar button')).not.toBeNull());

describe('enquiry answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, rows and messages without an id left out', () => {
    expect(
      parseAnswer(enquiryPageSchema, { list: [{ feedbackId: '4', status: 'ESCALATED' }, {}] }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            feedbackId: 4,
            title: '',
            category: 'OTHER',
            status: 'WAIT',
            createTime: '',
            updateTime: '',
          },
        ],
        total: 1,
      },
    });
    const detail = parseAnswer(enquiryDetailSchema, {
      feedbackId: 4,
      messages: [{ messageId: 1, fromPlatform: '1', content: '<p>您好</p>' }, { content: 'x' }],
    });
    expect(detail.ok && detail.value.messages).toEqual([
      { messageId: 1, fromPlatform: 1, content: '<p>您好</p>', createTime: '' },
    ]);
    expect(parseAnswer(enquiryDetailSchema, { title: '无编号' }).ok).toBe(false);
  });

  it('my_ask: a failed list shows 加载失败 and 重试, never 暂无咨询记录, then the enquiries', async () => {
    mockApi.failNext(enquiryEndpoints.list, { network: true });
    await renderApp(MY_ASK, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(enquiryCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    const row = (await screen.findByText('合同续签流程')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已回复')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('my_ask: a minimal row is shown as 待回复; an empty answer says so', async () => {
    mockApi.failNext(enquiryEndpoints.list, {
      resultData: { list: [{ feedbackId: 8, title: '只有标题' }, { title: '无编号' }] },
    });
    const { router } = await renderApp(MY_ASK, asMember);
    const row = (await screen.findByText('只有标题')).closest('tr') as HTMLElement;
    expect(within(row).getByText('待回复')).toBeInTheDocument();
    expect(screen.queryByText('无编号')).toBeNull();
    expectNoCrash();

    mockApi.failNext(enquiryEndpoints.list, { resultData: { list: [], total: 0 } });
    await act(() => router.navigate(`${MY_ASK}?status=CLOSED`));
    expect(await screen.findByText(enquiryCopy.empty)).toBeInTheDocument();
  });

  it('detail: a failed load recovers with 重试 and shows both sides of the conversation', async () => {
    mockApi.failNext(enquiryEndpoints.detail, { network: true });
    await renderApp(`${MY_ASK}?id=3`, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    const thread = await screen.findByRole('list', { name: enquiryCopy.conversation });
    expect(within(thread).getAllByText(enquiryCopy.fromPlatform)).toHaveLength(2);
    expect(within(thread).getByText('好的，请问审核通过后会有通知吗？')).toBeInTheDocument();
    await editorLoaded();
  });

  it("detail: someone else's or a missing enquiry says it does not exist", async () => {
    await renderApp(`${MY_ASK}?id=13`, asMember);
    expect(await screen.findByText(enquiryCopy.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: commonCopy.retry })).toBeNull();
  });

  it('detail: a platform reply is sanitized: no script survives', async () => {
    mockApi.failNext(enquiryEndpoints.detail, {
      resultData: {
        feedbackId: 3,
        title: '测试',
        status: 'REPLIED',
        messages: [
          {
            messageId: 1,
            fromPlatform: 1,
            content: '<p onclick="alert(1)">已处理</p><script>window.__hacked = 1</script>',
          },
        ],
      },
    });
    await renderApp(`${MY_ASK}?id=3`, asMember);
    const reply = await screen.findByText('已处理');
    expect(reply.getAttribute('onclick')).toBeNull();
    expect(document.querySelector('.enquiry-thread script')).toBeNull();
    await editorLoaded();
  });
});

describe('the new enquiry form', () => {
  it('says in Chinese what is missing, keeps what was typed and sends nothing', async () => {
    const user = userEvent.setup();
    const before = mockApi.snapshot().feedbacks.length;
    await renderApp(`${MY_ASK}?view=new`, asMember);
    const submit = await screen.findByRole('button', { name: enquiryCopy.submit });
    await user.click(submit);
    expect(await screen.findByText(enquiryCopy.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(enquiryCopy.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(enquiryCopy.contentRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(enquiryCopy.title), '发票抬头');
    await user.click(submit);
    expect(await screen.findByText(enquiryCopy.contentRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(enquiryCopy.titleRequired)).toBeNull());
    expect(screen.getByLabelText(enquiryCopy.title)).toHaveValue('发票抬头');
    expect(mockApi.snapshot().feedbacks).toHaveLength(before);
    await editorLoaded();
  });
});
