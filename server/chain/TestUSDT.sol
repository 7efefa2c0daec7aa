// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A test stand-in for USDT on the local dev chain: 6 decimals like USDT on Ethereum,
/// the whole supply minted to the deployer, who funds the test accounts.
contract TestUSDT is ERC20 {
    constructor(uint256 supply) ERC20("Tether USD (test)", "USDT") {
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }
}
