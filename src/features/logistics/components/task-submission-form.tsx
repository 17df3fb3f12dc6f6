import { Button, Form, Radio } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RichTextField } from '@/components/ui/rich-text-field';
import { logisticsCopy } from '@/copy';
import { taskOutcome } from '@/lib/enums/logistics-task';
import { useIntentKey } from '@/lib/use-intent-key';
import { useSubmission } from '@/lib/use-submission';
import type { TaskDetail } from '../api/logistics-schemas';
import { useSubmitTask } from '../hooks/use-logistics-tasks';
import { submittableOutcomes } from '../utils/task-rules';
import {
  EMPTY_SUBMISSION,
  submissionRules,
  toTaskSubmission,
  type TaskSubmissionValues,
} from '../utils/task-submission-form';
import { taskLinks } from './task-links';

/**
 * The task's result: the outcome it can take next and what was done, in the editor (photos
 * upload as they are inserted). One send at a time; a resend after a lost answer carries the
 * same key, so the result is recorded once. A failure keeps what was typed; once recorded, the
 * task's records show it.
 */
export function TaskSubmissionForm({ task }: { task: TaskDetail }) {
  const navigate = useNavigate();
  const submit = useSubmitTask(task.taskId);
  const intent = useIntentKey();
  const outcomes = taskOutcome.optionsOf(submittableOutcomes(task));

  const send = useSubmission(
    (values: TaskSubmissionValues) => {
      const body = toTaskSubmission(values);
      return body && intent.send((key) => submit.mutateAsync({ body, key }));
    },
    () => navigate(taskLinks.records(task.taskId)),
    logisticsCopy.submitted,
  );

  return (
    <Form<TaskSubmissionValues>
      name="task-submission"
      layout="vertical"
      initialValues={EMPTY_SUBMISSION}
      disabled={send.pending}
      onFinish={(values) => void send.run(values)}
    >
      <Form.Item name="outcome" label={logisticsCopy.outcome} rules={submissionRules.outcome}>
        <Radio.Group aria-label={logisticsCopy.outcome} options={outcomes} />
      </Form.Item>
      <RichTextField
        name="content"
        label={logisticsCopy.content}
        placeholder={logisticsCopy.contentPlaceholder}
        rules={submissionRules.content}
        disabled={send.pending}
      />
      <Button type="primary" htmlType="submit" loading={send.pending}>
        {logisticsCopy.submit}
      </Button>
    </Form>
  );
}
