import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';
import { isDisplayableImageUrl } from './upload-rules';

export interface MemberAvatarProps {
  /** The member's photo URL; without a usable one a figure stands in. */
  photo: string;
  /** Names the picture, e.g. 林晓雨的头像. */
  alt: string;
  size?: AvatarProps['size'];
  className?: string;
}

/** A member's photo, in the header and the member centre alike; only ever shown through <img>. */
export function MemberAvatar({ photo, alt, size, className }: MemberAvatarProps) {
  if (photo !== '' && isDisplayableImageUrl(photo)) {
    return <Avatar size={size} className={className} src={photo} alt={alt} />;
  }
  return (
    <span role="img" aria-label={alt}>
      <Avatar size={size} className={className} icon={<UserOutlined aria-hidden />} />
    </span>
  );
}
