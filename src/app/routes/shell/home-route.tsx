import { HomePage } from '@/features/portal/components/home-page';
import { ConnectCard } from '@/features/team/components/connect/connect-card';

/** /home: the portal's home, with the team's connect card among its cards. */
function HomeRoute() {
  return <HomePage connectCard={<ConnectCard />} />;
}

export { HomeRoute as Component };
