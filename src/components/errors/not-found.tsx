import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { commonCopy } from '@/copy';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <Result
      status="404"
      title={commonCopy.notFoundTitle}
      subTitle={commonCopy.notFoundHint}
      extra={
        <Link to={paths.home}>
          <Button type="primary">{commonCopy.backHome}</Button>
        </Link>
      }
    />
  );
}
