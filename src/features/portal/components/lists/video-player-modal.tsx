import { Modal } from 'antd';
import { commonCopy, portalListCopy } from '@/copy';
import type { Video } from '@/features/portal/api/portal-schemas';

/** Plays one video with its poster; closing stops it (the player leaves the page). */
export function VideoPlayerModal({ video, onClose }: { video: Video | null; onClose: () => void }) {
  return (
    <Modal
      open={video !== null}
      title={video?.title}
      footer={null}
      width={720}
      destroyOnHidden
      closable={{ 'aria-label': commonCopy.close }}
      onCancel={onClose}
    >
      {video && (
        <>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the clips have no speech */}
          <video
            src={video.url}
            poster={video.poster}
            controls
            autoPlay
            preload="metadata"
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          >
            {portalListCopy.videoUnsupported}
          </video>
          <p>{video.description}</p>
        </>
      )}
    </Modal>
  );
}
