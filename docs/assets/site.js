// The sidebar's names of SDK methods (otc.signatures.approveSplit) may wrap after each dot, as
// they already may between camel-case words: the navigation is drawn after the page loads, so
// each name is marked as it is added.
(() => {
  const markDots = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('a') && /\.(?=.)/.test(node.data)) texts.push(node);
    }
    for (const text of texts) {
      const parts = text.data.split(/(?<=\.)(?=.)/);
      const pieces = parts.flatMap((part, index) =>
        index === 0
          ? [document.createTextNode(part)]
          : [document.createElement('wbr'), document.createTextNode(part)],
      );
      text.replaceWith(...pieces);
    }
  };
  const start = () => {
    for (const container of document.querySelectorAll('#tsd-nav-container, .tsd-page-navigation')) {
      markDots(container);
      new MutationObserver((records) => {
        for (const record of records)
          for (const added of record.addedNodes) if (added.nodeType === 1) markDots(added);
      }).observe(container, { childList: true, subtree: true });
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
