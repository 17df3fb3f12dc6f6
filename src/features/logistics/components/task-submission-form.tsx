import { Button, Form, Radio } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RichTextEditor } from '@/components/ui/rich-text-editor/rich-text-editor';
import { logisticsCopy } from '@/copy';
import { taskOutcome } from '@/lib/enums/logistics-task';
import { getFeedback } from '@/lib/feedback';
import { useIntentKey } from '@/lib/use-intent-key';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { TaskDetail, TaskSubmission } from '../api/logistics-schemas';
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

  const record = async (body: TaskSubmission) => {
    try {
      await intent.send((key) => submit.mutateAsync({ body, key }));
    } catch (error) {
      reportUnshownError(error);
      return;
    }
    getFeedback().toastSuccess(logisticsCopy.submitted);
    navigate(taskLinks.records(task.taskId));
  };

  const send = useSingleFlight((values: TaskSubmissionValues) => {
    const body = toTaskSubmission(values);
    return body && record(body);
  });

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
      <Form.Item name="content" label={logisticsCopy.content} rules={submissionRules.content}>
        <RichTextEditor
          aria-label={logisticsCopy.content}
          placeholder={logisticsCopy.contentPlaceholder}
          disabled={send.pending}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.pending}>
        {logisticsCopy.submit}
      </Button>
    </Form>
  );
}
