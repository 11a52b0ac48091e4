import { atom } from 'jotai';
import { createRegistry, type BlockRegistry } from '../../runtime/registry';

/**
 * The block types this editor offers, passed in by whoever mounts it (as a
 * page builder takes its config), so every editor helper is a function of
 * the registry it is given and tests can give a fixture one. Until the shell
 * sets it, the editor knows no block types.
 */
export const registryAtom = atom<BlockRegistry>(createRegistry([]));
