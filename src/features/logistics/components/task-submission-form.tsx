import { Button, Form, Radio } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { RichTextEditor } from '@/components/ui/rich-text-editor/rich-text-editor';
import { logisticsCopy } from '@/copy';
import { isRefusal } from '@/lib/api-error';
import { taskRecordType } from '@/lib/enums/logistics-task';
import { getFeedback } from '@/lib/feedback';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { TaskDetail, TaskSubmission } from '../api/logistics-types';
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
  const intentKey = useRef(newIdempotencyKey());
  const outcomes = submittableOutcomes(task).map((value) => ({
    value,
    label: taskRecordType.label(value),
  }));

  const record = async (body: TaskSubmission) => {
    try {
      await submit.mutateAsync({ body, key: intentKey.current });
    } catch (error) {
      // a refusal was answered: the corrected form is a new intent
      if (isRefusal(error)) intentKey.current = newIdempotencyKey();
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
