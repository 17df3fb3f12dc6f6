import { useState } from 'react';
import type { Video } from '@/features/portal/api/portal-schemas';
import { VideoCard } from './video-card';
import { VideoPlayerModal } from './video-player-modal';
import './paged-list-card.css';

/** Video posters in a grid; one plays in a dialog when chosen. */
export function VideoGrid({ videos }: { videos: readonly Video[] }) {
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <>
      <ul className="paged-list__grid">
        {videos.map((video) => (
          <li key={video.videoId}>
            <VideoCard video={video} onPlay={setPlaying} />
          </li>
        ))}
      </ul>
      <VideoPlayerModal video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
