import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { helpCopy } from '@/copy';
import { timedChunk } from '@/lib/chunk-recovery';
import { useOpenedOnce } from '@/lib/use-opened-once';

const HelpDrawer = lazy(
  timedChunk(() => import('./help-drawer').then(({ HelpDrawer: Drawer }) => ({ default: Drawer }))),
);

/** The header's 帮助中心 button; the drawer's code loads on first open. */
export function HelpEntry({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        type="text"
        className={className}
        icon={<QuestionCircleOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {helpCopy.entry}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <HelpDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
