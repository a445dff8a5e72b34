import { md5OfFile } from './md5-pieces.ts';

/**
 * Hashes one file off the page's thread (md5.ts starts it). In: the File. Out: `{progress}` after
 * each piece, then `{md5}` or `{failed: true}` when the file cannot be read.
 */
export type Md5WorkerAnswer = { progress: number } | { md5: string } | { failed: true };

const answer = (message: Md5WorkerAnswer) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<File>) => {
  md5OfFile(event.data, (progress) => answer({ progress })).then(
    (md5) => answer({ md5 }),
    () => answer({ failed: true }),
  );
});
