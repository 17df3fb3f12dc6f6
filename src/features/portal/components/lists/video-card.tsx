import { PlayCircleFilled } from '@ant-design/icons';
import { portalListCopy } from '@/copy';
import type { Video } from '@/features/portal/api/portal-types';
import { formatDuration } from '@/features/portal/utils/format-duration';
import './video-card.css';

/** A poster that plays the video when chosen. */
export function VideoCard({ video, onPlay }: { video: Video; onPlay: (video: Video) => void }) {
  return (
    <button
      type="button"
      className="video-card"
      aria-label={portalListCopy.play(video.title)}
      onClick={() => onPlay(video)}
    >
      <span className="video-card__poster">
        <img src={video.poster} alt="" loading="lazy" />
        <PlayCircleFilled className="video-card__play" aria-hidden />
        <span className="video-card__duration">{formatDuration(video.duration)}</span>
      </span>
      <strong className="video-card__title">{video.title}</strong>
      <span className="video-card__description">{video.description}</span>
    </button>
  );
}
