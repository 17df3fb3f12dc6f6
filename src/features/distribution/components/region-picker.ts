import type { ComponentType } from 'react';

/** A chosen region: district ids from the province down, with their names. */
export interface RegionChoice {
  ids: number[];
  names: string[];
}

export const NO_REGION: RegionChoice = { ids: [], names: [] };

/** What the screen asks of the region picker the app gives it (the address feature's cascader). */
export interface RegionPickerProps {
  value?: RegionChoice;
  onChange?: (value: RegionChoice) => void;
  /** How many levels, from the province down, can be chosen. */
  depth: number;
  id?: string;
}

export type RegionPicker = ComponentType<RegionPickerProps>;
