import { Button, Empty, Space } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { commonCopy } from '@/copy';
import { PageCard } from './page-card';
import { QueryState } from './query-state';
import { SectionCard } from './section-card';
import { LabelTag } from './status-tag';

/** What useOwnRecordActions gives a page of the member's own records. */
export interface OwnRecordActions {
  confirmDelete(id: number): void;
  makeDefault(id: number): void;
  settingDefault: boolean;
}

interface OwnRecordCardProps {
  id: number;
  /** How the record is named on screen and in its buttons' accessible names. */
  name: string;
  isDefault: boolean;
  labels: { defaultTag: string; makeDefault: string; edit: string };
  actions: OwnRecordActions;
  onEdit(): void;
  children: ReactNode;
}

/** One of the member's records: its name, 默认 or 设为默认, 编辑 and 删除, then its details. */
export function OwnRecordCard({
  id,
  name,
  isDefault,
  labels,
  actions,
  onEdit,
  children,
}: OwnRecordCardProps) {
  return (
    <SectionCard
      size="small"
      title={name}
      tag={isDefault && <LabelTag accent>{labels.defaultTag}</LabelTag>}
      extra={
        <Space>
          {!isDefault && (
            <Button
              type="link"
              disabled={actions.settingDefault}
              aria-label={`${labels.makeDefault} ${name}`}
              onClick={() => actions.makeDefault(id)}
            >
              {labels.makeDefault}
            </Button>
          )}
          <Button type="link" aria-label={`${labels.edit} ${name}`} onClick={onEdit}>
            {labels.edit}
          </Button>
          <Button
            type="link"
            danger
            aria-label={`${commonCopy.delete} ${name}`}
            onClick={() => actions.confirmDelete(id)}
          >
            {commonCopy.delete}
          </Button>
        </Space>
      }
    >
      {children}
    </SectionCard>
  );
}

interface RecordForm<T> {
  open: boolean;
  /** The record being edited; none when adding. */
  editing?: T;
  close(): void;
}

interface OwnRecordsPageProps<T> {
  title: string;
  addLabel: string;
  emptyText: string;
  query: UseQueryResult<T[]>;
  recordId(record: T): number;
  renderRecord(record: T, edit: () => void): ReactNode;
  renderForm(form: RecordForm<T>): ReactNode;
}

/**
 * A page of the member's own records (bank accounts, invoice profiles): 新增 opens the form,
 * each record's 编辑 opens it on that record; a record that cannot be drawn fails alone.
 */
export function OwnRecordsPage<T>({
  title,
  addLabel,
  emptyText,
  query,
  recordId,
  renderRecord,
  renderForm,
}: OwnRecordsPageProps<T>) {
  const [form, setForm] = useState<{ open: boolean; editing?: T }>({ open: false });
  return (
    <PageCard
      title={title}
      extra={
        <Button type="primary" onClick={() => setForm({ open: true })}>
          {addLabel}
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(records) => records.length === 0}
        empty={<Empty description={emptyText} />}
      >
        {(records) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {records.map((record) => (
              <PartBoundary key={recordId(record)}>
                {renderRecord(record, () => setForm({ open: true, editing: record }))}
              </PartBoundary>
            ))}
          </Space>
        )}
      </QueryState>
      {renderForm({
        ...form,
        close: () => setForm((current) => ({ ...current, open: false })),
      })}
    </PageCard>
  );
}
