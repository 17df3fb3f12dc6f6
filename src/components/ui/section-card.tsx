import { Card, Flex, type CardProps } from 'antd';
import { useId, type ReactNode } from 'react';
import './section-card.css';

export interface SectionCardProps extends Omit<
  CardProps,
  'title' | 'role' | 'aria-label' | 'aria-labelledby'
> {
  /** What this part of the screen is: its heading, and the name of its region. */
  title: ReactNode;
  /** A mark after the title that is not part of the name, e.g. 默认. */
  tag?: ReactNode;
  /**
   * The heading's level: 2 under the screen's h1, 3 for a card inside a section (the default
   * of type="inner").
   */
  level?: 2 | 3;
}

/** A titled part of a screen: a landmark region named by its visible heading. */
export function SectionCard({
  title,
  tag,
  type,
  level = type === 'inner' ? 3 : 2,
  ...cardProps
}: SectionCardProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={titleId} className="section-card__title">
      {title}
    </Heading>
  );
  return (
    <Card
      {...cardProps}
      type={type}
      role="region"
      aria-labelledby={titleId}
      title={
        tag ? (
          <Flex gap="small" align="center">
            {heading}
            {tag}
          </Flex>
        ) : (
          heading
        )
      }
    />
  );
}
