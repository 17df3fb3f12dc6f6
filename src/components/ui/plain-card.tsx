import { Card, type CardProps } from 'antd';

export type PlainCardProps = Omit<CardProps, 'title' | 'extra'>;

/**
 * A card with no heading of its own: a frame around content that carries its own heading, or
 * one item of a grid. A titled part of a screen is a SectionCard.
 */
export function PlainCard(props: PlainCardProps) {
  return <Card {...props} />;
}
