import { Button, Empty, Table } from 'antd';
import { RowAction } from '@/components/ui/row-action';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { Permission } from '@/components/ui/permission';
import { QueryState } from '@/components/ui/query-state';
import { actionsColumn, dateColumn, moneyColumn } from '@/components/ui/table-columns';
import { commonCopy, cooperationCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { getFeedback } from '@/lib/feedback';
import { PERMISSIONS } from '@/lib/permissions';
import type { CooperationDraft } from '../api/cooperation-schemas';
import { useCooperationDrafts, useDeleteDraft, useSubmitDraft } from '../hooks/use-cooperation';
import { DraftFormDialog } from './draft-form-dialog';
import { taskSubjectColumns } from './task-columns';

/** The dialog is closed, starts a new draft, or edits one. */
type Editing = { open: false } | { open: true; draft?: CooperationDraft };

/**
 * 草稿: tasks not yet submitted. 新建合作任务 and 提交 need COOPERATION_MANAGEMENT:MANAGE; a
 * member edits or deletes their own drafts either way.
 */
export function DraftsCard() {
  const drafts = useCooperationDrafts();
  const remove = useDeleteDraft();
  const submit = useSubmitDraft();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const succeeded = (message: string) => getFeedback().toastSuccess(message);

  const confirmDelete = (draft: CooperationDraft) =>
    confirmThen(cooperationCopy.deleteDraftConfirm, async () => {
      await remove.mutateAsync(draft.draftId);
      succeeded(commonCopy.operationSuccess);
    });

  const confirmSubmit = (draft: CooperationDraft) =>
    confirmThen(cooperationCopy.submitDraftConfirm(draft.title), async () => {
      await submit.mutateAsync(draft.draftId);
      succeeded(cooperationCopy.submitted);
    });

  const columns = [
    ...taskSubjectColumns,
    { key: 'quantity', title: cooperationCopy.quantity, dataIndex: 'quantity' },
    moneyColumn('budget', cooperationCopy.budget, (draft: CooperationDraft) => draft.budget),
    dateColumn<CooperationDraft>('updateTime', cooperationCopy.updateTime),
    actionsColumn(cooperationCopy.actions, (draft: CooperationDraft) => (
      <>
        <RowAction
          aria-label={cooperationCopy.editDraftOf(draft.title)}
          onClick={() => setEditing({ open: true, draft })}
        >
          {cooperationCopy.editDraft}
        </RowAction>
        <RowAction
          danger
          aria-label={cooperationCopy.deleteDraftOf(draft.title)}
          onClick={() => confirmDelete(draft)}
        >
          {cooperationCopy.deleteDraft}
        </RowAction>
        <Permission code={PERMISSIONS.cooperationManage}>
          <RowAction
            aria-label={cooperationCopy.submitDraftOf(draft.title)}
            onClick={() => confirmSubmit(draft)}
          >
            {cooperationCopy.submitDraft}
          </RowAction>
        </Permission>
      </>
    )),
  ];

  return (
    <SectionCard
      size="small"
      title={cooperationCopy.draftsTitle}
      extra={
        <Permission code={PERMISSIONS.cooperationManage}>
          <Button type="primary" onClick={() => setEditing({ open: true })}>
            {cooperationCopy.newDraft}
          </Button>
        </Permission>
      }
    >
      <QueryState
        query={drafts}
        isEmpty={(list) => list.length === 0}
        empty={<Empty description={cooperationCopy.draftsEmpty} />}
      >
        {(list) => (
          <Table<CooperationDraft>
            size="small"
            rowKey="draftId"
            columns={columns}
            dataSource={list}
            pagination={false}
          />
        )}
      </QueryState>
      <DraftFormDialog
        open={editing.open}
        editing={editing.open ? editing.draft : undefined}
        onClose={() => setEditing({ open: false })}
      />
    </SectionCard>
  );
}
