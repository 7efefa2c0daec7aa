var e=`{
  "connect_wallet": {
    "label": "連接錢包",
    "wrong_network": {
      "label": "錯誤的網絡"
    }
  },
  "intro": {
    "title": "什麼是錢包？",
    "description": "錢包用於發送、接收、儲存及顯示數字資產。它還是一種新的登入方式，不需要為每個網站創建新的帳戶和密碼。",
    "digital_asset": {
      "title": "您的數字資產之家",
      "description": "錢包用於發送、接收、儲存及顯示像以太坊和NFT這樣的數字資產。"
    },
    "login": {
      "title": "新的登入方式",
      "description": "不用再為每個網站創建新的帳戶和密碼，只需連接您的錢包。"
    },
    "get": {
      "label": "獲取錢包"
    },
    "learn_more": {
      "label": "了解更多"
    }
  },
  "sign_in": {
    "label": "驗證您的賬戶",
    "description": "要完成連接，您必須在錢包中簽署一條消息，以驗證您是此賬戶的擁有者。",
    "message": {
      "send": "簽署訊息",
      "preparing": "準備消息...",
      "cancel": "取消",
      "preparing_error": "準備消息時出錯，請重試！"
    },
    "signature": {
      "waiting": "等待簽名...",
      "verifying": "驗證簽名...",
      "signing_error": "簽署消息時出錯，請重試！",
      "verifying_error": "驗證簽名時出錯，請重試！",
      "oops_error": "糟糕，出錯了！"
    }
  },
  "connect": {
    "label": "連接",
    "title": "連接錢包",
    "new_to_ethereum": {
      "description": "剛開始使用以太坊錢包嗎？",
      "learn_more": {
        "label": "了解更多"
      }
    },
    "learn_more": {
      "label": "了解更多"
    },
    "recent": "最近",
    "status": {
      "opening": "正在開啟%{wallet}...",
      "connecting": "連接中",
      "connect_mobile": "繼續在 %{wallet}",
      "not_installed": "%{wallet}尚未安裝",
      "not_available": "%{wallet}無法使用",
      "confirm": "在擴展程序中確認連接",
      "confirm_mobile": "在錢包中接受連接請求"
    },
    "secondary_action": {
      "get": {
        "description": "沒有%{wallet}？",
        "label": "獲取"
      },
      "install": {
        "label": "安裝"
      },
      "retry": {
        "label": "重試"
      }
    },
    "walletconnect": {
      "description": {
        "full": "需要官方的WalletConnect模態？",
        "compact": "需要WalletConnect模態？"
      },
      "open": {
        "label": "開啟"
      }
    }
  },
  "connect_scan": {
    "title": "使用%{wallet}掃描",
    "fallback_title": "用手機掃描"
  },
  "connector_group": {
    "installed": "已安裝",
    "recommended": "推薦",
    "other": "其他",
    "popular": "熱門",
    "more": "更多",
    "others": "其他"
  },
  "get": {
    "title": "獲取錢包",
    "action": {
      "label": "獲取"
    },
    "mobile": {
      "description": "手機錢包"
    },
    "extension": {
      "description": "瀏覽器擴展"
    },
    "mobile_and_extension": {
      "description": "手機錢包和擴展"
    },
    "mobile_and_desktop": {
      "description": "移動和桌面錢包"
    },
    "looking_for": {
      "title": "不是您要找的東西嗎？",
      "mobile": {
        "description": "在主屏幕上選擇一個錢包以使用不同的錢包提供商。"
      },
      "desktop": {
        "compact_description": "在主屏幕上選擇一個錢包以使用不同的錢包提供商。",
        "wide_description": "在左側選擇一個錢包以使用不同的錢包提供商。"
      }
    }
  },
  "get_options": {
    "title": "開始使用%{wallet}",
    "short_title": "獲取%{wallet}",
    "mobile": {
      "title": "%{wallet}移動版本",
      "description": "使用手機錢包探索以太坊世界。",
      "download": {
        "label": "下載應用"
      }
    },
    "extension": {
      "title": "%{wallet}適用於%{browser}",
      "description": "直接從您最喜愛的網絡瀏覽器訪問您的錢包。",
      "download": {
        "label": "添加到%{browser}"
      }
    },
    "desktop": {
      "title": "%{wallet} 在 %{platform}",
      "description": "從強大的桌面端本機存取您的錢包。",
      "download": {
        "label": "添加到 %{platform}"
      }
    }
  },
  "get_mobile": {
    "title": "安裝%{wallet}",
    "description": "用手機掃描即可在iOS或Android下載",
    "continue": {
      "label": "繼續"
    }
  },
  "get_instructions": {
    "mobile": {
      "connect": {
        "label": "連接"
      },
      "learn_more": {
        "label": "了解更多"
      }
    },
    "extension": {
      "refresh": {
        "label": "刷新"
      },
      "learn_more": {
        "label": "了解更多"
      }
    },
    "desktop": {
      "connect": {
        "label": "連接"
      },
      "learn_more": {
        "label": "了解更多"
      }
    }
  },
  "chains": {
    "title": "切換網路",
    "wrong_network": "檢測到錯誤網絡，請切換或斷開連接以繼續。",
    "confirm": "在錢包中確認",
    "switching_not_supported": "您的錢包不支持從 %{appName} 切換網絡。請嘗試從錢包內切換網絡。",
    "switching_not_supported_fallback": "您的錢包不支持從此應用切換網絡。請嘗試從錢包內切換網絡。",
    "disconnect": "斷開連接",
    "connected": "已連接"
  },
  "profile": {
    "disconnect": {
      "label": "斷開連接"
    },
    "copy_address": {
      "label": "複製地址",
      "copied": "已複製！"
    },
    "explorer": {
      "label": "在探險家中查看更多"
    },
    "transactions": {
      "description": "%{appName} 交易將顯示在這裡...",
      "description_fallback": "您的交易將顯示在這裡...",
      "recent": {
        "title": "最近交易"
      },
      "clear": {
        "label": "全部清除"
      }
    }
  },
  "wallet_connectors": {
    "ready": {
      "qr_code": {
        "step1": {
          "description": "將 Ready 添加到您的主畫面，更快速地存取您的錢包。",
          "title": "打開 Ready 應用程序"
        },
        "step2": {
          "description": "創建一個錢包和用戶名，或導入現有的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描 QR 按鈕"
        }
      }
    },
    "berasig": {
      "extension": {
        "step1": {
          "title": "安裝 BeraSig 擴充功能",
          "description": "我們建議將 BeraSig 固定到工作列上，以便更輕鬆地存取您的錢包。"
        },
        "step2": {
          "title": "創建錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "best": {
      "qr_code": {
        "step1": {
          "title": "打開 Best Wallet 應用程式",
          "description": "將 Best Wallet 添加到主畫面以更快訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "在主螢幕上點擊 QR 圖標，掃描代碼並確認提示以進行連接。"
        }
      }
    },
    "bifrost": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Bifrost Wallet 放在主屏幕上以更快訪問。",
          "title": "打開 Bifrost Wallet 應用"
        },
        "step2": {
          "description": "使用恢復短語創建或導入錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      }
    },
    "bitget": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Bitget Wallet 放在主屏幕上以更快訪問。",
          "title": "打開 Bitget Wallet 應用"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      },
      "extension": {
        "step1": {
          "description": "我們建議將 Bitget Wallet 固定到任務欄，以更快訪問您的錢包。",
          "title": "安裝 Bitget Wallet 擴展"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "bitski": {
      "extension": {
        "step1": {
          "description": "我們建議將 Bitski 固定到任務欄，以更快訪問您的錢包。",
          "title": "安裝 Bitski 擴展"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "bitverse": {
      "qr_code": {
        "step1": {
          "title": "打開 Bitverse Wallet 應用程序",
          "description": "將 Bitverse Wallet 添加到主屏幕以便更快速訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "在主螢幕上點擊 QR 圖標，掃描代碼並確認提示以進行連接。"
        }
      }
    },
    "bloom": {
      "desktop": {
        "step1": {
          "title": "打開 Bloom Wallet 應用程序",
          "description": "我們建議將 Bloom Wallet 添加到主屏幕以便更快速訪問。"
        },
        "step2": {
          "description": "使用恢復短語創建或導入錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "擁有錢包後，點擊連接通過 Bloom 連接。應用程序中會出現連接提示，讓您確認連接。",
          "title": "點擊連接"
        }
      }
    },
    "bybit": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Bybit 添加到主屏幕以便更快速訪問您的錢包。",
          "title": "打開 Bybit 應用程序"
        },
        "step2": {
          "description": "您可以輕鬆使用手機上的備份功能備份您的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      },
      "extension": {
        "step1": {
          "description": "點擊瀏覽器右上角，將 Bybit Wallet 錨定以便輕鬆訪問。",
          "title": "安裝 Bybit Wallet 擴展"
        },
        "step2": {
          "description": "創建一個新的錢包或導入現有的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "設置 Bybit Wallet 後，點擊下方刷新瀏覽器並載入擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "binance": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Binance 放到主屏幕上，以便更快訪問您的錢包。",
          "title": "打開 Binance 應用程序"
        },
        "step2": {
          "description": "您可以輕鬆使用手機上的備份功能備份您的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊 WalletConnect 按鈕"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 Binance Wallet 擴展",
          "description": "我們建議將 Binance Wallet 錨定到任務欄以便更快速訪問錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "coin98": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Coin98 Wallet 放在主屏幕上以更快訪問您的錢包。",
          "title": "打開 Coin98 Wallet 應用"
        },
        "step2": {
          "description": "您可以輕鬆使用手機上的備份功能備份您的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊 WalletConnect 按鈕"
        }
      },
      "extension": {
        "step1": {
          "description": "在瀏覽器右上角點擊並固定 Coin98 Wallet 以便快速訪問。",
          "title": "安裝 Coin98 Wallet 擴展"
        },
        "step2": {
          "description": "創建一個新的錢包或導入現有的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "設置好 Coin98 Wallet 後，點擊下方以刷新瀏覽器並加載插件。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "coinbase": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Coinbase Wallet 添加到主屏幕，以便更快地訪問。",
          "title": "打開 Coinbase Wallet 應用"
        },
        "step2": {
          "description": "您可以使用雲備份功能輕鬆備份您的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      },
      "extension": {
        "step1": {
          "description": "我們建議將 Coinbase Wallet 鎖定在任務欄上，以便更快地訪問您的錢包。",
          "title": "安裝 Coinbase Wallet 插件"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "compass": {
      "extension": {
        "step1": {
          "description": "我們建議將 Compass Wallet 錨定到工作列，以便更快訪問您的錢包。",
          "title": "安裝 Compass Wallet 擴展"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "core": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Core 添加到主屏幕，以便更快地訪問您的錢包。",
          "title": "打開 Core 應用"
        },
        "step2": {
          "description": "您可以輕鬆使用手機上的備份功能備份您的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊 WalletConnect 按鈕"
        }
      },
      "extension": {
        "step1": {
          "description": "我們建議將 Core 鎖定在任務欄上，以便更快地訪問您的錢包。",
          "title": "安裝 Core 插件"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "fox": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 FoxWallet 添加到主屏幕，以便更快地訪問。",
          "title": "打開 FoxWallet 應用"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      }
    },
    "frontier": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Frontier Wallet 添加到主屏幕，以便更快地訪問。",
          "title": "打開 Frontier Wallet 應用"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      },
      "extension": {
        "step1": {
          "description": "我們建議將 Frontier Wallet 鎖定在任務欄上，以便更快地訪問您的錢包。",
          "title": "安裝 Frontier Wallet 插件"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "im_token": {
      "qr_code": {
        "step1": {
          "title": "打開 imToken 應用",
          "description": "將 imToken 應用放置在主屏幕，以便更快地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊右上角的掃描圖標",
          "description": "選擇新連接，然後掃描 QR 碼並確認提示以連接。"
        }
      }
    },
    "iopay": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 ioPay 放在您的主畫面，以便更快速地存取您的錢包。",
          "title": "打開 ioPay 應用程式"
        },
        "step2": {
          "description": "您可以輕鬆使用手機上的備份功能備份您的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊 WalletConnect 按鈕"
        }
      }
    },
    "kaikas": {
      "extension": {
        "step1": {
          "description": "我們建議將 Kaikas 錨定到工作列，以便更快訪問您的錢包。",
          "title": "安裝 Kaikas 擴展"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      },
      "qr_code": {
        "step1": {
          "title": "打開 Kaikas 應用程序",
          "description": "將 Kaikas 應用程序放到主屏幕上，以便更快訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊右上角的掃描圖標",
          "description": "選擇新連接，然後掃描 QR 碼並確認提示以連接。"
        }
      }
    },
    "kaia": {
      "extension": {
        "step1": {
          "description": "我們建議將 Kaia 鎖定到您的任務欄，以便更快地訪問您的錢包。",
          "title": "安裝 Kaia 擴充功能"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      },
      "qr_code": {
        "step1": {
          "title": "打開 Kaia 應用程式",
          "description": "將 Kaia 應用程式放在您的主畫面，以便更快地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊右上角的掃描圖標",
          "description": "選擇新連接，然後掃描 QR 碼並確認提示以連接。"
        }
      }
    },
    "kraken": {
      "qr_code": {
        "step1": {
          "title": "打開 Kraken Wallet 應用程序",
          "description": "將 Kraken Wallet 添加到主屏幕上，以便更快訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "在主螢幕上點擊 QR 圖標，掃描代碼並確認提示以進行連接。"
        }
      }
    },
    "kresus": {
      "qr_code": {
        "step1": {
          "title": "打開 Kresus Wallet 應用程序",
          "description": "將 Kresus Wallet 添加到主屏幕以便更快速訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "在主螢幕上點擊 QR 圖標，掃描代碼並確認提示以進行連接。"
        }
      }
    },
    "magicEden": {
      "extension": {
        "step1": {
          "title": "安裝 Magic Eden 擴展",
          "description": "我們建議將 Magic Eden 錨定到工作列，以便更容易訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人分享您的秘密恢復短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "metamask": {
      "qr_code": {
        "step1": {
          "title": "打開 MetaMask 應用",
          "description": "我們建議將 MetaMask 添加到主屏幕，以便更快地訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 MetaMask 插件",
          "description": "我們建議將 MetaMask 鎖定在任務欄上，以便更快地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "nestwallet": {
      "extension": {
        "step1": {
          "title": "安裝 NestWallet 擴展",
          "description": "我們建議將 NestWallet 錨定到工作列，以便更快訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "okx": {
      "qr_code": {
        "step1": {
          "title": "打開 OKX Wallet 應用",
          "description": "我們建議將 OKX Wallet 添加到主屏幕，以便更快地訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 OKX Wallet 插件",
          "description": "我們建議將 OKX Wallet 鎖定在任務欄上，以便更快地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "omni": {
      "qr_code": {
        "step1": {
          "title": "打開 Omni 應用",
          "description": "將 Omni 添加到主屏幕，以便更快地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "點擊主屏幕上的 QR 圖標，掃描代碼並確認提示連接。"
        }
      }
    },
    "1inch": {
      "qr_code": {
        "step1": {
          "description": "將 1inch Wallet 放到主屏幕上，以便更快訪問您的錢包。",
          "title": "打開 1inch Wallet 應用程序"
        },
        "step2": {
          "description": "創建一個錢包和用戶名，或導入現有的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描 QR 按鈕"
        }
      }
    },
    "token_pocket": {
      "qr_code": {
        "step1": {
          "title": "打開 TokenPocket 應用",
          "description": "我們建議將 TokenPocket 放在您的主螢幕上，以便更快速地訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 TokenPocket 擴展",
          "description": "我們建議將 TokenPocket 固定到您的工作列上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "trust": {
      "qr_code": {
        "step1": {
          "title": "打開 Trust Wallet 應用程式",
          "description": "將 Trust Wallet 放在您的主螢幕上，以便更快地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "在設定中點擊 WalletConnect",
          "description": "選擇新連接，然後掃描 QR 碼並確認提示以連接。"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 Trust Wallet 擴展",
          "description": "點擊瀏覽器右上角並固定 Trust Wallet，以便輕鬆訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "設置 Trust Wallet 後，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "uniswap": {
      "qr_code": {
        "step1": {
          "title": "打開 Uniswap 應用程式",
          "description": "將 Uniswap Wallet 放在您的主螢幕上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "在主螢幕上點擊 QR 圖標，掃描代碼並確認提示以進行連接。"
        }
      }
    },
    "zerion": {
      "qr_code": {
        "step1": {
          "title": "打開 Zerion 應用程式",
          "description": "我們建議將 Zerion 放在您的主螢幕上，以便更快速地訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 Zerion 擴展",
          "description": "我們建議將 Zerion 固定到您的工作列上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "rainbow": {
      "qr_code": {
        "step1": {
          "title": "打開 Rainbow 應用程式",
          "description": "我們建議將 Rainbow 放在您的主螢幕上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "您可以輕鬆使用手機上的備份功能備份您的錢包。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      }
    },
    "enkrypt": {
      "extension": {
        "step1": {
          "description": "我們建議將 Enkrypt Wallet 固定到您的工作列上，以便更快速地訪問您的錢包。",
          "title": "安裝 Enkrypt Wallet 擴展"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "frame": {
      "extension": {
        "step1": {
          "description": "我們建議將 Frame 固定到您的工作列上，以便更快速地訪問您的錢包。",
          "title": "安裝 Frame 和輔助擴展"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "one_key": {
      "extension": {
        "step1": {
          "title": "安裝 OneKey Wallet 擴展",
          "description": "我們建議將 OneKey Wallet 固定到您的工作列上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "paraswap": {
      "qr_code": {
        "step1": {
          "title": "打開 ParaSwap 應用程式",
          "description": "將 ParaSwap Wallet 添加到主畫面以更快訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "在主螢幕上點擊 QR 圖標，掃描代碼並確認提示以進行連接。"
        }
      }
    },
    "phantom": {
      "extension": {
        "step1": {
          "title": "安裝 Phantom 擴展",
          "description": "我們建議將 Phantom 固定到您的工作列上，以便更輕鬆地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人分享您的秘密恢復短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "rabby": {
      "extension": {
        "step1": {
          "title": "安裝 Rabby 擴展",
          "description": "我們建議將 Rabby 固定到您的工作列上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "ronin": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 Ronin Wallet 添加到主屏幕以便更快速訪問。",
          "title": "打開 Ronin Wallet 應用程序"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      },
      "extension": {
        "step1": {
          "description": "我們建議將 Ronin Wallet 錨定到任務欄以便更快速訪問錢包。",
          "title": "安裝 Ronin Wallet 擴展"
        },
        "step2": {
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。",
          "title": "刷新您的瀏覽器"
        }
      }
    },
    "ramper": {
      "extension": {
        "step1": {
          "title": "安裝 Ramper 擴展",
          "description": "我們建議將 Ramper 錨定到任務欄以便更容易訪問錢包。"
        },
        "step2": {
          "title": "創建錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "safeheron": {
      "extension": {
        "step1": {
          "title": "安裝 Core 插件",
          "description": "我們建議將 Safeheron 固定到您的工作列上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "taho": {
      "extension": {
        "step1": {
          "title": "安裝 Taho 擴展",
          "description": "我們建議將 Taho 固定到您的工作列上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "wigwam": {
      "extension": {
        "step1": {
          "title": "安裝 Wigwam 擴充套件",
          "description": "我們建議將 Wigwam 鎖定到任務欄，以便更快存取您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "talisman": {
      "extension": {
        "step1": {
          "title": "安裝 Talisman 擴展",
          "description": "我們建議將 Talisman 固定到您的工作列上，以便更快速地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入以太坊錢包",
          "description": "請確保使用安全的方法備份您的錢包。絕不與任何人分享您的恢復短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "ctrl": {
      "extension": {
        "step1": {
          "title": "安裝 CTRL Wallet 擴展程序",
          "description": "我們建議將 CTRL Wallet 釘選到您的任務欄，以便更快訪問錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "zeal": {
      "qr_code": {
        "step1": {
          "title": "打開 Zeal 應用程序",
          "description": "將 Zeal Wallet 添加到主屏幕上，以便更快訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊 QR 圖標並掃描",
          "description": "在主螢幕上點擊 QR 圖標，掃描代碼並確認提示以進行連接。"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 Zeal 擴展程序",
          "description": "我們建議將 Zeal 釘選到您的任務欄，以便更快訪問錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "safepal": {
      "extension": {
        "step1": {
          "title": "安裝 SafePal Wallet 擴展程序",
          "description": "點擊您的瀏覽器右上角，將 SafePal Wallet 釘選，方便訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "設置 SafePal Wallet 後，點擊下方刷新瀏覽器並加載擴展程序。"
        }
      },
      "qr_code": {
        "step1": {
          "title": "打開 SafePal Wallet 應用程序",
          "description": "將 SafePal Wallet 添加到您的主屏幕，以便更快捷地訪問錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "在設定中點擊 WalletConnect",
          "description": "選擇新連接，然後掃描 QR 碼並確認提示以連接。"
        }
      }
    },
    "desig": {
      "extension": {
        "step1": {
          "title": "安裝 Desig 擴展程序",
          "description": "我們建議將 Desig 釘選到您的任務欄，以便更容易訪問錢包。"
        },
        "step2": {
          "title": "創建錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "subwallet": {
      "extension": {
        "step1": {
          "title": "安裝 SubWallet 擴展程序",
          "description": "我們建議將 SubWallet 釘選到您的任務欄，以便更快訪問錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。絕不與任何人分享您的恢復短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      },
      "qr_code": {
        "step1": {
          "title": "打開 SubWallet 應用程序",
          "description": "我們建議將 SubWallet 添加到您的主屏幕，以便更快捷地訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      }
    },
    "clv": {
      "extension": {
        "step1": {
          "title": "安裝 CLV Wallet 擴展程序",
          "description": "我們建議將 CLV Wallet 釘選到您的任務欄，以便更快訪問錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      },
      "qr_code": {
        "step1": {
          "title": "打開 CLV Wallet 應用程序",
          "description": "我們建議將 CLV Wallet 添加到您的主屏幕，以便更快訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人共享您的秘密短語。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      }
    },
    "okto": {
      "qr_code": {
        "step1": {
          "title": "打開 Okto 應用程序",
          "description": "將 Okto 添加到您的主屏幕，便捷訪問"
        },
        "step2": {
          "title": "創建 MPC 錢包",
          "description": "創建賬戶並生成錢包"
        },
        "step3": {
          "title": "在設定中點擊 WalletConnect",
          "description": "點擊右上角的掃描二維碼圖標，確認提示以連接。"
        }
      }
    },
    "ledger": {
      "desktop": {
        "step1": {
          "title": "打開 Ledger Live 應用程序",
          "description": "我們建議將 Ledger Live 添加到主屏幕以便更快速訪問。"
        },
        "step2": {
          "title": "設置您的 Ledger",
          "description": "設置一個新的 Ledger 或連接到現有的。"
        },
        "step3": {
          "title": "連接",
          "description": "會出現一個連接提示，讓您連接錢包。"
        }
      },
      "qr_code": {
        "step1": {
          "title": "打開 Ledger Live 應用程序",
          "description": "我們建議將 Ledger Live 添加到主屏幕以便更快速訪問。"
        },
        "step2": {
          "title": "設置您的 Ledger",
          "description": "您可以同步桌面應用程序或連接 Ledger。"
        },
        "step3": {
          "title": "掃描代碼",
          "description": "點擊 WalletConnect 然後切換到掃描儀。掃描後，會出現連接提示，讓您連接錢包。"
        }
      }
    },
    "valora": {
      "qr_code": {
        "step1": {
          "title": "打開 Valora 應用程式",
          "description": "我們建議將 Valora 放在您的主畫面上以便更快存取。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      }
    },
    "gate": {
      "qr_code": {
        "step1": {
          "title": "打開 Gate 應用程式",
          "description": "我們建議將 Gate 添加到主屏幕以便更快速訪問。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      },
      "extension": {
        "step1": {
          "title": "安裝 Gate 插件",
          "description": "我們建議將 Gate 固定到任務欄上，方便快速訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "請確保使用安全的方法備份您的錢包。切勿與任何人分享您的秘密恢復短語。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦設置好您的錢包，點擊下方刷新瀏覽器並加載擴展。"
        }
      }
    },
    "gemini": {
      "qr_code": {
        "step1": {
          "title": "開啟 keys.gemini.com",
          "description": "在您的手機瀏覽器上訪問 keys.gemini.com - 不需要下載應用程式。"
        },
        "step2": {
          "title": "立即創建您的錢包",
          "description": "使用您設備內建的身份驗證功能，數秒即可設置您的智能錢包。"
        },
        "step3": {
          "title": "掃碼連接",
          "description": "掃描二維碼即可立即連接您的錢包 - 簡單有效。"
        }
      },
      "extension": {
        "step1": {
          "title": "前往 keys.gemini.com",
          "description": "不需要擴充功能或下載 - 您的錢包安全地存放於瀏覽器中。"
        },
        "step2": {
          "title": "一鍵設置",
          "description": "立即使用密碼鎖認證建立您的智能錢包 - 比其他錢包更簡單。"
        },
        "step3": {
          "title": "連接並啟用",
          "description": "批准連接，即可使用 - 不中立的錢包，只需運行即刻使用。"
        }
      }
    },
    "xportal": {
      "qr_code": {
        "step1": {
          "description": "將 xPortal 添加到主屏幕以便更快速訪問您的錢包。",
          "title": "打開 xPortal 應用程式"
        },
        "step2": {
          "description": "創建一個新的錢包或導入現有的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描 QR 按鈕"
        }
      }
    },
    "mew": {
      "qr_code": {
        "step1": {
          "description": "我們建議將 MEW Wallet 添加到主屏幕以便更快速訪問。",
          "title": "打開 MEW Wallet 應用程式"
        },
        "step2": {
          "description": "您可以使用雲備份功能輕鬆備份您的錢包。",
          "title": "創建或導入錢包"
        },
        "step3": {
          "description": "掃描後，將出現連接提示以連接您的錢包。",
          "title": "點擊掃描按鈕"
        }
      }
    },
    "zilpay": {
      "qr_code": {
        "step1": {
          "title": "打開 ZilPay 應用程式",
          "description": "將 ZilPay 添加到您的主畫面，更快速地存取您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      }
    },
    "nova": {
      "qr_code": {
        "step1": {
          "title": "打開 Nova Wallet 應用程序",
          "description": "將 Nova Wallet 添加到主屏幕上，以便更快訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      }
    },
    "meco": {
      "qr_code": {
        "step1": {
          "title": "打開 MeCo Wallet 應用程式",
          "description": "將 MeCo Wallet 放在您的主螢幕上，以便更快地訪問您的錢包。"
        },
        "step2": {
          "title": "創建或導入錢包",
          "description": "創建一個新的錢包或導入現有的錢包。"
        },
        "step3": {
          "title": "點擊掃描按鈕",
          "description": "掃描後，將出現連接提示以連接您的錢包。"
        }
      }
    },
    "anchorage_digital": {
      "extension": {
        "step1": {
          "title": "安裝 Anchorage Digital 擴充功能",
          "description": "我們建議將 Anchorage Digital 固定到工作列上，以便更輕鬆地存取您的錢包。"
        },
        "step2": {
          "title": "掃描二維碼以登入",
          "description": "以機構級安全性，安全地連接您的組織錢包至dApps。"
        },
        "step3": {
          "title": "刷新您的瀏覽器",
          "description": "一旦您登入，請點擊下方以重新整理瀏覽器並載入擴展功能。"
        }
      }
    }
  }
}
`;export{e as default};