import type { Flags } from '@portal/shared';

/** An action of the SIM actions list: its text key, where it opens, the flag that guards its route and its list name. */
export interface SimAction {
  key: 'details' | 'disable' | 'enable' | 'swap' | 'numberChange' | 'portIn';
  path: string;
  flag: keyof Flags;
  /**
   * Its name in `sim_actions_list`. SIM_SWAP, SIM_DETAILS and NUMBER_PORTING_ON_DASHBOARD are the specification's;
   * SIM_DISABLE_ENABLE and PHONE_NUMBER_CHANGE name the other two actions in the same way.
   */
  listName: string;
}

const ACTIONS: readonly SimAction[] = [
  { key: 'details', path: 'sim-details', flag: 'sim_details', listName: 'SIM_DETAILS' },
  { key: 'disable', path: 'disable-sim', flag: 'sim_disable_enable', listName: 'SIM_DISABLE_ENABLE' },
  { key: 'enable', path: 'enable-sim', flag: 'sim_disable_enable', listName: 'SIM_DISABLE_ENABLE' },
  { key: 'swap', path: 'sim-swap', flag: 'sim_swap', listName: 'SIM_SWAP' },
  {
    key: 'numberChange',
    path: 'phone-number-change',
    flag: 'phone_number_change',
    listName: 'PHONE_NUMBER_CHANGE',
  },
  { key: 'portIn', path: 'number-porting', flag: 'number_porting', listName: 'NUMBER_PORTING_ON_DASHBOARD' },
];

/** The actions the SIM actions page lists: named in `sim_actions_list`, and with their route's flag on. */
export function listedSimActions(flags: Pick<Flags, 'sim_actions_list' | SimAction['flag']>): SimAction[] {
  return ACTIONS.filter((a) => flags.sim_actions_list.includes(a.listName) && flags[a.flag] === true);
}
