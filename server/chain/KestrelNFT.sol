// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

/// The platform's NFT contract: an artwork withdrawn from the marketplace is minted here to the owner's
/// wallet, its token id being the artwork's id. Only the owner (the platform's minter key) mints; a token
/// id exists at most once (ERC721 refuses a second mint), so a repeated mint can never make a copy.
contract KestrelNFT is ERC721, Ownable {
    string private baseTokenURI;

    event BaseURIChanged(string baseURI);

    constructor() ERC721("Kestrel NFT", "KNFT") {}

    function mint(address to, uint256 tokenId) external onlyOwner {
        _safeMint(to, tokenId);
    }

    /// Whether a token was minted (ownerOf reverts for an unknown id).
    function exists(uint256 tokenId) external view returns (bool) {
        return _exists(tokenId);
    }

    function setBaseURI(string calldata baseURI) external onlyOwner {
        baseTokenURI = baseURI;
        emit BaseURIChanged(baseURI);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseTokenURI;
    }
}
