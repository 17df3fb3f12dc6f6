import { screen } from '@testing-library/react';
import { memberCopy } from '@/copy';

/** The member centre's 账户余额 figure, found by its label (its trend chart's table lists amounts too). */
export async function findMemberCentreBalance(): Promise<HTMLElement> {
  const figure = (await screen.findByText(memberCopy.balance)).closest<HTMLElement>(
    '.ant-statistic',
  );
  if (!figure) throw new Error('the balance label stands outside its figure');
  return figure;
}
