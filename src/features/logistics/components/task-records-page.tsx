import { Empty, Space } from 'antd';
import { ListRow } from '@/components/ui/list-row';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { SimpleList } from '@/components/ui/simple-list';
import { EnumTag } from '@/components/ui/status-tag';
import { logisticsCopy } from '@/copy';
import { taskRecordType } from '@/lib/enums/logistics-task';
import type { TaskDetail } from '../api/logistics-schemas';
import { useTaskRecords } from '../hooks/use-logistics-tasks';
import { TaskPage } from './task-page';

function TaskRecords({ task }: { task: TaskDetail }) {
  const query = useTaskRecords(task.taskId);
  return (
    <section aria-label={logisticsCopy.recordsOfTask(task.taskNo)}>
      <QueryState
        query={query}
        isEmpty={(records) => records.length === 0}
        empty={<Empty description={logisticsCopy.recordsEmpty} />}
      >
        {(records) => (
          <SimpleList bordered items={records} rowKey={(record) => record.recordId}>
            {(record) => (
              <ListRow
                title={
                  <Space size="small" wrap>
                    <EnumTag of={taskRecordType} value={record.type} />
                    <span>
                      {logisticsCopy.operator}：{record.operatorName}
                    </span>
                    <time dateTime={record.createTime}>{record.createTime}</time>
                  </Space>
                }
                description={record.content ? <SafeHtml html={record.content} /> : undefined}
              />
            )}
          </SimpleList>
        )}
      </QueryState>
    </section>
  );
}

/** record_list/{id} (任务记录): what was done with the task, by whom and when, the newest first. */
export function TaskRecordsPage() {
  return (
    <TaskPage title={logisticsCopy.recordsTitle}>{(task) => <TaskRecords task={task} />}</TaskPage>
  );
}
