import { Button, type ButtonProps } from 'antd';

/** One of a row's actions (in `actionsColumn`): a small link, named for its row. */
export function RowAction(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button {...props} type="link" size="small" />;
}
