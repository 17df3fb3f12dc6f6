import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { commonCopy, uploadCopy } from '@/copy';
import { ApiError } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-api';
import {
  DEFAULT_MAX_UPLOAD_MB,
  IMAGE_ACCEPT,
  isDisplayableImageUrl,
  uploadRejection,
} from './upload-rules';
import './uploader.css';

export interface UploaderProps {
  /** URLs of the uploaded images. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** At most this many images in `value`; unlimited when absent. */
  maxCount?: number;
  maxMb?: number;
  disabled?: boolean;
  /**
   * What is uploaded, e.g. the form field's label: the button then reads 上传<subject>, so that
   * its name is its visible text.
   */
  subject?: string;
}

interface UploadItem {
  uid: number;
  name: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  message?: string;
}

const failureMessage = (error: unknown): string =>
  error instanceof ApiError && error.kind === 'business'
    ? error.message
    : commonCopy.serverException;

/**
 * Image uploader (POST /common/upload): gif, jpeg, jpg, png and svg, several at a time, with
 * progress and a status per file. A file is sent only when its bytes are the image its name and
 * type say; rejected files are listed with the reason. Uploaded images are shown only through
 * <img>, never linked, so an SVG's scripts never run.
 */
export function Uploader({
  value,
  onChange,
  maxCount,
  maxMb = DEFAULT_MAX_UPLOAD_MB,
  disabled = false,
  subject,
}: UploaderProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextUid = useRef(0);
  // Several uploads may finish before the parent re-renders: each must add to the latest list.
  const latestValue = useRef(value);
  const inFlight = useRef(0);
  useEffect(() => {
    latestValue.current = value;
  }, [value]);

  const patchItem = (uid: number, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));

  const start = async (file: File) => {
    nextUid.current += 1;
    const uid = nextUid.current;
    const item: UploadItem = { uid, name: file.name, status: 'uploading', percent: 0 };
    if (maxCount !== undefined && latestValue.current.length + inFlight.current >= maxCount) {
      const message = uploadCopy.tooMany(maxCount);
      setItems((current) => [...current, { ...item, status: 'error', message }]);
      return;
    }
    setItems((current) => [...current, item]);
    // the file holds its place while its bytes are checked, so that files picked together
    // count against maxCount in the order they were picked
    inFlight.current += 1;
    try {
      const rejection = await uploadRejection(file, maxMb);
      if (rejection) {
        patchItem(uid, { status: 'error', message: rejection });
        return;
      }
      const url = await uploadFile(file, (percent) => patchItem(uid, { percent }));
      const next = [...latestValue.current, url];
      latestValue.current = next;
      onChange(next);
      patchItem(uid, { status: 'done', percent: 100 });
    } catch (error) {
      patchItem(uid, { status: 'error', message: failureMessage(error) });
    } finally {
      inFlight.current -= 1;
    }
  };

  const remove = (index: number) => {
    const next = value.filter((_, position) => position !== index);
    latestValue.current = next;
    onChange(next);
  };

  const canAddMore = maxCount === undefined || value.length < maxCount;

  return (
    <div className="uploader">
      {value.length > 0 && (
        <Flex gap="small" wrap className="uploader__images">
          {value.map((url, index) => (
            <div key={`${url}-${index}`} className="uploader__image">
              {isDisplayableImageUrl(url) && (
                <img src={url} alt={uploadCopy.imageAlt(index + 1)} width={96} height={96} />
              )}
              <Button
                size="small"
                type="text"
                danger
                disabled={disabled}
                icon={<DeleteOutlined />}
                aria-label={uploadCopy.remove(index + 1)}
                onClick={() => remove(index)}
              />
            </div>
          ))}
        </Flex>
      )}
      {canAddMore && (
        <Upload
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled}
          showUploadList={false}
          beforeUpload={(file) => {
            void start(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            // the icon is decoration: the button's name is its visible text alone
            icon={<UploadOutlined aria-hidden />}
            disabled={disabled}
          >
            {subject === undefined ? uploadCopy.select : uploadCopy.selectFor(subject)}
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary" className="uploader__hint">
        {uploadCopy.hint(maxMb)}
      </Typography.Text>
      {items.length > 0 && (
        <ul className="uploader__list" aria-label={uploadCopy.uploads}>
          {items.map((item) => (
            <li key={item.uid} className="uploader__item">
              <span className="uploader__name">{item.name}</span>
              {item.status === 'uploading' && (
                <>
                  <Progress percent={item.percent} size="small" />
                  <Typography.Text>{commonCopy.uploading}</Typography.Text>
                </>
              )}
              {item.status === 'done' && (
                <Typography.Text type="success">{commonCopy.uploadSuccess}</Typography.Text>
              )}
              {item.status === 'error' && (
                <Typography.Text type="danger" role="alert">
                  {item.message}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
