import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { divisionPageCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { expectShown } from '@tests/expect-shown';

const copy = divisionPageCopy.message;

describe('online message form', () => {
  it('explains what is missing or malformed in Chinese, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderApp('/division/message?division=2', { loggedInAs: SEEDED_MEMBER });
    const submit = await screen.findByRole('button', { name: copy.submit });

    await user.click(submit);
    await expectShown(() => screen.getByText(copy.nameRequired));
    expect(screen.getByText(copy.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.contentRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(copy.name), '   ');
    await user.type(screen.getByLabelText(copy.phone), '12345678901');
    await user.type(screen.getByLabelText(copy.email), 'zhang@');
    await user.click(submit);
    await expectShown(() => screen.getByText(copy.phoneInvalid));
    expect(screen.getByText(copy.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(copy.nameRequired)).toBeInTheDocument();

    expect(mockApi.snapshot().divisionMessages).toEqual([]);
    expect(await screen.findByText(copy.none)).toBeInTheDocument();
  });
});
