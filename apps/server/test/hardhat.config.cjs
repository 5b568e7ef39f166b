/**
 * The local Ethereum node of the tests (ethereum-node.ts runs `hardhat node` with it): quiet, mining
 * each transaction at once, and mining a reverted transaction as a real node does instead of refusing it.
 */
module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      loggingEnabled: false,
      mining: { auto: true, interval: 0 },
      throwOnTransactionFailures: false,
    },
  },
};
