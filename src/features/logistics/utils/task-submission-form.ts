import type { FormRule } from 'antd';
import { logisticsCopy } from '@/copy';
import type { TaskOutcome } from '@/lib/enums/logistics-task';
import { requiredChoice, requiredRichText } from '@/lib/form-rules';
import { htmlToText } from '@/utils/html-text';
import type { TaskSubmission } from '../api/logistics-schemas';

/** The most visible text a result may say (images aside). */
export const CONTENT_MAX = 1000;

export interface TaskSubmissionValues {
  outcome?: TaskOutcome;
  /** HTML from the editor. */
  content: string;
}

export const EMPTY_SUBMISSION: TaskSubmissionValues = { outcome: undefined, content: '' };

export const submissionRules: Record<keyof TaskSubmissionValues, FormRule[]> = {
  outcome: requiredChoice(logisticsCopy.outcomeRequired),
  content: [
    requiredRichText(logisticsCopy.contentRequired),
    {
      validator: (_, value?: string) =>
        htmlToText(value ?? '').length > CONTENT_MAX
          ? Promise.reject(new Error(logisticsCopy.contentTooLong(CONTENT_MAX)))
          : Promise.resolve(),
    },
  ],
};

/** What is sent once the rules passed: the outcome chosen and the editor's HTML as it is. */
export const toTaskSubmission = ({
  outcome,
  content,
}: TaskSubmissionValues): TaskSubmission | null => (outcome ? { outcome, content } : null);
