import { Button, Empty, Flex, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { QueryState } from '@/components/ui/query-state';
import { Uploader } from '@/components/ui/uploader';
import { memberCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { saveThenClose } from '@/lib/save-then-close';
import { usePresetPhotos, useSetPhoto } from '../hooks/use-profile';
import './member-centre.css';

export interface PhotoDialogProps {
  open: boolean;
  /** The member's photo now, and whose it is. */
  current: string;
  userName: string;
  onClose(): void;
}

/**
 * 更换头像: one of the platform's photos or an image of the member's own (POST /common/upload),
 * previewed before 使用该头像 saves it.
 */
export function PhotoDialog({ open, current, userName, onClose }: PhotoDialogProps) {
  return (
    <Modal
      open={open}
      title={memberCopy.changePhoto}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <PhotoChooser current={current} userName={userName} onClose={onClose} />
    </Modal>
  );
}

/** The dialog's body: what is chosen starts again from the photo now each time it opens. */
function PhotoChooser({ current, userName, onClose }: Omit<PhotoDialogProps, 'open'>) {
  const presets = usePresetPhotos();
  const setPhoto = useSetPhoto();
  const [chosen, setChosen] = useState(current);
  const [uploaded, setUploaded] = useState<string[]>([]);

  const save = () => {
    if (!chosen) {
      getFeedback().toastWarning(memberCopy.choosePhotoFirst);
      return;
    }
    void saveThenClose(() => setPhoto.mutateAsync(chosen), onClose);
  };

  return (
    <>
      <Flex justify="center" className="photo-dialog__preview">
        <MemberAvatar size={96} photo={chosen} alt={memberCopy.photoOf(userName)} />
      </Flex>
      <Form layout="vertical" component="div" disabled={setPhoto.isPending}>
        <Form.Item label={memberCopy.presetPhotos}>
          <QueryState
            query={presets}
            isEmpty={(photos) => photos.length === 0}
            empty={<Empty description={memberCopy.presetPhotosEmpty} />}
          >
            {(photos) => (
              <Radio.Group
                aria-label={memberCopy.presetPhotos}
                className="photo-dialog__presets"
                value={chosen}
                onChange={(event) => setChosen(String(event.target.value))}
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
            )}
          </QueryState>
        </Form.Item>
        <Form.Item label={memberCopy.uploadPhoto}>
          <Uploader
            value={uploaded}
            maxCount={1}
            onChange={(urls) => {
              setUploaded(urls);
              setChosen(urls[0] ?? current);
            }}
          />
        </Form.Item>
        <Button type="primary" block loading={setPhoto.isPending} onClick={save}>
          {memberCopy.savePhoto}
        </Button>
      </Form>
    </>
  );
}
