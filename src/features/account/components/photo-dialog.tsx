import { Empty, Flex, Form, Radio } from 'antd';
import { useState } from 'react';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { FormDialog } from '@/components/ui/form-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Uploader } from '@/components/ui/uploader';
import { memberCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { usePresetPhotos, useSetPhoto } from '../hooks/use-profile';
import './member-centre.css';

export interface PhotoDialogProps {
  open: boolean;
  /** The member's photo now, and whose it is. */
  current: string;
  userName: string;
  onClose(): void;
}

interface PhotoValues {
  photo: string;
}

/**
 * 更换头像: one of the platform's photos or an image of the member's own (POST /common/upload),
 * previewed before 使用该头像 saves it. What is chosen starts again from the photo now each time
 * the dialog opens.
 */
export function PhotoDialog({ open, current, userName, onClose }: PhotoDialogProps) {
  const setPhoto = useSetPhoto();

  const save = ({ photo }: PhotoValues) => {
    if (!photo) {
      getFeedback().toastWarning(memberCopy.choosePhotoFirst);
      return null;
    }
    return setPhoto.mutateAsync(photo);
  };

  return (
    <FormDialog<PhotoValues>
      open={open}
      title={memberCopy.changePhoto}
      onClose={onClose}
      onSubmit={save}
      submitText={memberCopy.savePhoto}
      initialValues={{ photo: current }}
    >
      <PhotoChooser current={current} userName={userName} />
    </FormDialog>
  );
}

/** The preview, the platform's photos and the upload; an upload removed goes back to the photo now. */
function PhotoChooser({ current, userName }: Pick<PhotoDialogProps, 'current' | 'userName'>) {
  const presets = usePresetPhotos();
  const form = Form.useFormInstance<PhotoValues>();
  const chosen = Form.useWatch('photo', form) ?? current;
  const [uploaded, setUploaded] = useState<string[]>([]);

  return (
    <>
      <Flex justify="center" className="photo-dialog__preview">
        <MemberAvatar size={96} photo={chosen} alt={memberCopy.photoOf(userName)} />
      </Flex>
      <Form.Item label={memberCopy.presetPhotos}>
        <QueryState
          query={presets}
          isEmpty={(photos) => photos.length === 0}
          empty={<Empty description={memberCopy.presetPhotosEmpty} />}
        >
          {(photos) => (
            <Form.Item name="photo" noStyle>
              <Radio.Group
                aria-label={memberCopy.presetPhotos}
                className="photo-dialog__presets"
                options={photos.map((photo, index) => ({
                  value: photo.url,
                  label: (
                    <img
                      src={photo.url}
                      alt={memberCopy.presetPhoto(index + 1)}
                      width={48}
                      height={48}
                    />
                  ),
                }))}
              />
            </Form.Item>
          )}
        </QueryState>
      </Form.Item>
      <Form.Item label={memberCopy.uploadPhoto}>
        <Uploader
          value={uploaded}
          maxCount={1}
          onChange={(urls) => {
            setUploaded(urls);
            form.setFieldValue('photo', urls[0] ?? current);
          }}
        />
      </Form.Item>
    </>
  );
}
