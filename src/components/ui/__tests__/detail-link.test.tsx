import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { commonCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { DetailAction } from '../detail-link';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="where">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('DetailAction', () => {
  it('opens the row’s detail with the list’s filters kept, and Back returns to the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DetailAction rowId={7} aria-label="合同甲详情" />
        <Where />
      </>,
      { route: '/contracts?status=ACTIVE&page=2' },
    );
    const link = screen.getByRole('link', { name: '合同甲详情' });
    expect(link).toHaveTextContent(commonCopy.detail);
    await user.click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent(
      '/contracts?status=ACTIVE&page=2&id=7',
    );
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/contracts\?status=ACTIVE&page=2$/);
  });

  it('opens the detail on its own route when given one', () => {
    renderWithProviders(<DetailAction rowId={3} path="/staff/info" aria-label="张三详情" />, {
      route: '/staff?keyword=张',
    });
    expect(screen.getByRole('link', { name: '张三详情' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/staff\/info\?.*id=3/),
    );
  });
});
