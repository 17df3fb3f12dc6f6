export { RewardPage as Component } from '@/features/standing/components/reward-page';
