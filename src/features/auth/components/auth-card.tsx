import type { ReactNode } from 'react';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** A card centred on the page with a heading, for the logged-out screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <main className="auth-card">
      <section className="auth-card__body" aria-labelledby="auth-card-title">
        <header className="auth-card__header">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__subtitle">{subtitle}</p>
        </header>
        {children}
      </section>
    </main>
  );
}
