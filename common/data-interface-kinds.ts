/**
 * Data interface kinds (contract §4.11 `dataType`): 1 SQL and 3 API run what they hold on the
 * server, with its database and its network, for every form user whose picker calls them; 2
 * static data only answers its stored JSON. Who may write which kind follows from this
 * (docs/security/rank-rule.md): the server's override and copy route ask it, the page may too.
 */
const RUNS_ON_SERVER = new Set([1, 3]);

export const runsOnServer = (dataType: unknown): boolean => RUNS_ON_SERVER.has(Number(dataType));
