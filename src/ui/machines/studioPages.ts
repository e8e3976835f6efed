/** The studio's two pages load together: one chunk, so the split of the shell's own chunks stays as it was. */
export { MachinesPage } from './MachinesPage';
export { MachineStudioPage } from './MachineStudioPage';
