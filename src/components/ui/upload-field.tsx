import { Uploader } from './uploader';

export interface UploadFieldProps {
  /** Injected by Form.Item. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  disabled?: boolean;
  maxCount?: number;
  /** The form field's label: the upload button reads 上传<subject>. */
  subject: string;
}

/** The Uploader as a form field: Form.Item injects value and onChange (none yet reads as []). */
export function UploadField({ value = [], onChange, ...props }: UploadFieldProps) {
  return <Uploader value={value} onChange={(urls) => onChange?.(urls)} {...props} />;
}
