// Shared by the back-office benchmarks: run in the page with page.evaluate.

/**
 * True once the signed-in view's first pull is over: a sample booking came back from the server
 * (rev > 0) and no pull from scratch is under way (its end drops local rows the server did not send).
 */
export function firstPullDone(sampleId) {
  return new Promise((done, fail) => {
    const open = indexedDB.open('vtc');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['syncState', 'bookings']);
      const full = tx.objectStore('syncState').get('fullPull');
      const sample = tx.objectStore('bookings').get(sampleId);
      tx.oncomplete = () => {
        db.close();
        done(full.result === undefined && (sample.result?.rev ?? 0) > 0);
      };
    };
  });
}
