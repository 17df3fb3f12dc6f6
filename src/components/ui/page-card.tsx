import { Card, type CardProps } from 'antd';
import type { ReactNode } from 'react';
import { RevealWhenLoaded } from './reveal-when-loaded';
import './page-card.css';

export interface PageCardProps extends Omit<CardProps, 'title'> {
  /** The screen's name, shown as its one top-level heading. */
  title: ReactNode;
}

/**
 * The frame of a list or member screen: a card headed by the page's h1, its body shown once the
 * body's first answers are in (RevealWhenLoaded), so the screen does not shift as they arrive.
 */
export function PageCard({ title, children, ...cardProps }: PageCardProps) {
  return (
    <Card title={<h1 className="page-card__title">{title}</h1>} {...cardProps}>
      <RevealWhenLoaded>{children}</RevealWhenLoaded>
    </Card>
  );
}
