import { PlayCircleFilled } from '@ant-design/icons';
import { portalListCopy } from '@/copy';
import type { Video } from '@/features/portal/api/portal-schemas';
import { formatDuration } from '@/features/portal/utils/format-duration';
import './video-card.css';

/**
 * A poster that plays the video when chosen. Its name is its visible title and description
 * after a hidden 播放, so speech input finds it by what is on screen.
 */
export function VideoCard({ video, onPlay }: { video: Video; onPlay: (video: Video) => void }) {
  return (
    <button type="button" className="video-card" onClick={() => onPlay(video)}>
      <span className="video-card__poster">
        <img src={video.poster} alt="" loading="lazy" />
        <PlayCircleFilled className="video-card__play" aria-hidden />
        <span className="video-card__duration" aria-hidden>
          {formatDuration(video.duration)}
        </span>
      </span>
      <strong className="video-card__title">
        <span className="visually-hidden">{portalListCopy.playPrefix}</span>
        {video.title}
      </strong>
      <span className="video-card__description">{video.description}</span>
    </button>
  );
}
