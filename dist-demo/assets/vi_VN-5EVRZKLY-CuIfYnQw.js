var e=`{
  "connect_wallet": {
    "label": "Kết nối Ví",
    "wrong_network": {
      "label": "Mạng sai"
    }
  },
  "intro": {
    "title": "Ví là gì?",
    "description": "Một chiếc ví được sử dụng để gửi, nhận, lưu trữ và hiển thị tài sản số. Nó cũng là một cách mới để đăng nhập, mà không cần tạo tài khoản và mật khẩu mới trên mỗi trang web.",
    "digital_asset": {
      "title": "Ngôi nhà cho tài sản số của bạn",
      "description": "Ví được sử dụng để gửi, nhận, lưu trữ và hiển thị các tài sản số như Ethereum và NFT."
    },
    "login": {
      "title": "Một cách mới để đăng nhập",
      "description": "Thay vì tạo tài khoản và mật khẩu mới trên mỗi trang web, chỉ cần kết nối ví của bạn."
    },
    "get": {
      "label": "Lấy một chiếc ví"
    },
    "learn_more": {
      "label": "Tìm hiểu thêm"
    }
  },
  "sign_in": {
    "label": "Xác minh tài khoản của bạn",
    "description": "Để hoàn thành kết nối, bạn phải ký một thông điệp trong ví của bạn để xác minh rằng bạn là chủ sở hữu của tài khoản này.",
    "message": {
      "send": "Ký thông điệp",
      "preparing": "Đang chuẩn bị thông điệp...",
      "cancel": "Hủy bỏ",
      "preparing_error": "Lỗi chuẩn bị thông điệp, vui lòng thử lại!"
    },
    "signature": {
      "waiting": "Đang chờ chữ ký...",
      "verifying": "Đang xác minh chữ ký...",
      "signing_error": "Lỗi ký thông điệp, vui lòng thử lại!",
      "verifying_error": "Lỗi xác minh chữ ký, vui lòng thử lại!",
      "oops_error": "Ôi, có gì đó không ổn!"
    }
  },
  "connect": {
    "label": "Kết nối",
    "title": "Kết nối một chiếc ví",
    "new_to_ethereum": {
      "description": "Mới sử dụng ví Ethereum?",
      "learn_more": {
        "label": "Tìm hiểu thêm"
      }
    },
    "learn_more": {
      "label": "Tìm hiểu thêm"
    },
    "recent": "Gần đây",
    "status": {
      "opening": "Đang mở %{wallet}...",
      "connecting": "Đang kết nối",
      "connect_mobile": "Tiếp tục trong %{wallet}",
      "not_installed": "%{wallet} chưa được cài đặt",
      "not_available": "%{wallet} không khả dụng",
      "confirm": "Xác nhận kết nối trong tiện ích mở rộng",
      "confirm_mobile": "Chấp nhận yêu cầu kết nối trong ví"
    },
    "secondary_action": {
      "get": {
        "description": "Không có %{wallet}?",
        "label": "LẤY"
      },
      "install": {
        "label": "CÀI ĐẶT"
      },
      "retry": {
        "label": "THỬ LẠI"
      }
    },
    "walletconnect": {
      "description": {
        "full": "Cần modal WalletConnect chính thức?",
        "compact": "Cần modal WalletConnect?"
      },
      "open": {
        "label": "MỞ"
      }
    }
  },
  "connect_scan": {
    "title": "Quét bằng %{wallet}",
    "fallback_title": "Quét bằng điện thoại của bạn"
  },
  "connector_group": {
    "installed": "Đã cài đặt",
    "recommended": "Đề xuất",
    "other": "Khác",
    "popular": "Phổ biến",
    "more": "Thêm",
    "others": "Khác"
  },
  "get": {
    "title": "Lấy một chiếc ví",
    "action": {
      "label": "LẤY"
    },
    "mobile": {
      "description": "Ví di động"
    },
    "extension": {
      "description": "Tiện ích mở rộng trình duyệt"
    },
    "mobile_and_extension": {
      "description": "Ví di động và Tiện ích mở rộng"
    },
    "mobile_and_desktop": {
      "description": "Ví di động và máy tính để bàn"
    },
    "looking_for": {
      "title": "Không phải cái bạn đang tìm kiếm?",
      "mobile": {
        "description": "Chọn một chiếc ví trên màn hình chính để bắt đầu với một nhà cung cấp ví khác."
      },
      "desktop": {
        "compact_description": "Chọn một chiếc ví trên màn hình chính để bắt đầu với một nhà cung cấp ví khác.",
        "wide_description": "Chọn một chiếc ví bên trái để bắt đầu với một nhà cung cấp ví khác."
      }
    }
  },
  "get_options": {
    "title": "Bắt đầu với %{wallet}",
    "short_title": "Lấy %{wallet}",
    "mobile": {
      "title": "%{wallet} cho di động",
      "description": "Sử dụng ví di động để khám phá thế giới của Ethereum.",
      "download": {
        "label": "Tải ứng dụng"
      }
    },
    "extension": {
      "title": "%{wallet} cho %{browser}",
      "description": "Truy cập ví của bạn ngay từ trình duyệt web yêu thích của bạn.",
      "download": {
        "label": "Thêm vào %{browser}"
      }
    },
    "desktop": {
      "title": "%{wallet} cho %{platform}",
      "description": "Truy cập ví của bạn natively từ máy tính để bàn mạnh mẽ của bạn.",
      "download": {
        "label": "Thêm vào %{platform}"
      }
    }
  },
  "get_mobile": {
    "title": "Cài đặt %{wallet}",
    "description": "Quét bằng điện thoại của bạn để tải về trên iOS hoặc Android",
    "continue": {
      "label": "Tiếp tục"
    }
  },
  "get_instructions": {
    "mobile": {
      "connect": {
        "label": "Kết nối"
      },
      "learn_more": {
        "label": "Tìm hiểu thêm"
      }
    },
    "extension": {
      "refresh": {
        "label": "Làm mới"
      },
      "learn_more": {
        "label": "Tìm hiểu thêm"
      }
    },
    "desktop": {
      "connect": {
        "label": "Kết nối"
      },
      "learn_more": {
        "label": "Tìm hiểu thêm"
      }
    }
  },
  "chains": {
    "title": "Chuyển đổi Mạng",
    "wrong_network": "Phát hiện mạng sai, chuyển đổi hoặc ngắt kết nối để tiếp tục.",
    "confirm": "Xác nhận trong Ví",
    "switching_not_supported": "Ví của bạn không hỗ trợ chuyển đổi mạng từ %{appName}. Thử chuyển đổi mạng từ trong ví của bạn thay vì.",
    "switching_not_supported_fallback": "Ví của bạn không hỗ trợ chuyển đổi mạng từ ứng dụng này. Thử chuyển đổi mạng từ trong ví của bạn thay vì.",
    "disconnect": "Ngắt kết nối",
    "connected": "Đã kết nối"
  },
  "profile": {
    "disconnect": {
      "label": "Ngắt kết nối"
    },
    "copy_address": {
      "label": "Sao chép Địa chỉ",
      "copied": "Đã sao chép!"
    },
    "explorer": {
      "label": "Xem thêm trên explorer"
    },
    "transactions": {
      "description": "Các giao dịch %{appName} sẽ xuất hiện ở đây...",
      "description_fallback": "Các giao dịch của bạn sẽ xuất hiện ở đây...",
      "recent": {
        "title": "Giao dịch gần đây"
      },
      "clear": {
        "label": "Xóa tất cả"
      }
    }
  },
  "wallet_connectors": {
    "ready": {
      "qr_code": {
        "step1": {
          "description": "Thêm Ready vào màn hình chính để truy cập ví nhanh hơn.",
          "title": "Mở ứng dụng Ready"
        },
        "step2": {
          "description": "Tạo ví và tên người dùng, hoặc nhập ví hiện có.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút Quét QR"
        }
      }
    },
    "berasig": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng BeraSig",
          "description": "Chúng tôi đề xuất ghim BeraSig vào thanh tác vụ của bạn để truy cập ví dễ dàng hơn."
        },
        "step2": {
          "title": "Tạo một Ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "best": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Best Wallet",
          "description": "Thêm Best Wallet vào màn hình chính của bạn để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "bifrost": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt ví Bifrost lên màn hình chính của bạn để truy cập nhanh hơn.",
          "title": "Mở ứng dụng Bifrost Wallet"
        },
        "step2": {
          "description": "Tạo hoặc nhập ví bằng cách sử dụng cụm từ khôi phục của bạn.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      }
    },
    "bitget": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt ví Bitget lên màn hình chính của bạn để truy cập nhanh hơn.",
          "title": "Mở ứng dụng Bitget Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      },
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim ví Bitget vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Bitget Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "bitski": {
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Bitski vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Bitski"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "bitverse": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Bitverse Wallet",
          "description": "Thêm Bitverse Wallet vào màn hình chính để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "bloom": {
      "desktop": {
        "step1": {
          "title": "Mở ứng dụng Bloom Wallet",
          "description": "Chúng tôi khuyến nghị đặt Bloom Wallet lên màn hình chính để truy cập nhanh hơn."
        },
        "step2": {
          "description": "Tạo hoặc nhập ví bằng cách sử dụng cụm từ khôi phục của bạn.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn có ví, hãy nhấp vào Kết nối để kết nối qua Bloom. Một lời nhắc kết nối trong ứng dụng sẽ xuất hiện để bạn xác nhận kết nối.",
          "title": "Nhấn vào Kết nối"
        }
      }
    },
    "bybit": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt Bybit vào màn hình chính để truy cập nhanh hơn vào ví của bạn.",
          "title": "Mở ứng dụng Bybit"
        },
        "step2": {
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên điện thoại của chúng tôi.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      },
      "extension": {
        "step1": {
          "description": "Nhấp vào góc trên bên phải của trình duyệt và ghim Bybit Wallet để truy cập dễ dàng.",
          "title": "Cài đặt tiện ích mở rộng Bybit Wallet"
        },
        "step2": {
          "description": "Tạo ví mới hoặc nhập ví hiện có.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn thiết lập Bybit Wallet, nhấp vào bên dưới để làm mới trình duyệt và tải tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "binance": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt Binance vào màn hình chính để truy cập nhanh hơn vào ví của bạn.",
          "title": "Mở ứng dụng Binance"
        },
        "step2": {
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên điện thoại của chúng tôi.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút WalletConnect"
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Binance Wallet",
          "description": "Chúng tôi khuyên bạn nên ghim Binance Wallet vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "coin98": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt ví Coin98 lên màn hình chính của bạn để truy cập nhanh hơn vào ví của bạn.",
          "title": "Mở ứng dụng Coin98 Wallet"
        },
        "step2": {
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên điện thoại của chúng tôi.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút WalletConnect"
        }
      },
      "extension": {
        "step1": {
          "description": "Nhấp vào góc trên bên phải của trình duyệt của bạn và ghim ví Coin98 để truy cập dễ dàng.",
          "title": "Cài đặt tiện ích mở rộng Coin98 Wallet"
        },
        "step2": {
          "description": "Tạo ví mới hoặc nhập ví hiện có.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví Coin98, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "coinbase": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt ví Coinbase lên màn hình chính của bạn để truy cập nhanh hơn.",
          "title": "Mở ứng dụng Coinbase Wallet"
        },
        "step2": {
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên đám mây.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      },
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim ví Coinbase vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Coinbase Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "compass": {
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Compass Wallet vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Compass Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "core": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt Core lên màn hình chính của bạn để truy cập nhanh hơn vào ví của bạn.",
          "title": "Mở ứng dụng Core"
        },
        "step2": {
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên điện thoại của chúng tôi.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút WalletConnect"
        }
      },
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Core vào thanh tác vụ của bạn để truy cập nhanh vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Core"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "fox": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên thêm FoxWallet vào màn hình chính của bạn để truy cập nhanh.",
          "title": "Mở ứng dụng FoxWallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      }
    },
    "frontier": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên thêm Frontier Wallet vào màn hình chính của bạn để truy cập nhanh.",
          "title": "Mở ứng dụng Frontier Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      },
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Frontier Wallet vào thanh tác vụ của bạn để truy cập nhanh vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Frontier Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "im_token": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng imToken",
          "description": "Thêm ứng dụng imToken vào màn hình chính của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng Máy quét ở góc trên cùng bên phải",
          "description": "Chọn Kết nối mới, sau đó quét mã QR và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "iopay": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt ioPay vào màn hình chính để truy cập nhanh hơn vào ví của bạn.",
          "title": "Mở ứng dụng ioPay"
        },
        "step2": {
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên điện thoại của chúng tôi.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút WalletConnect"
        }
      }
    },
    "kaikas": {
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Kaikas vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Kaikas"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      },
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Kaikas",
          "description": "Đặt ứng dụng Kaikas vào màn hình chính để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng Máy quét ở góc trên cùng bên phải",
          "description": "Chọn Kết nối mới, sau đó quét mã QR và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "kaia": {
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Kaia vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Kaia"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      },
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Kaia",
          "description": "Đặt ứng dụng Kaia lên màn hình chính của bạn để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng Máy quét ở góc trên cùng bên phải",
          "description": "Chọn Kết nối mới, sau đó quét mã QR và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "kraken": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Kraken Wallet",
          "description": "Thêm Kraken Wallet vào màn hình chính để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "kresus": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Kresus Wallet",
          "description": "Thêm Kresus Wallet vào màn hình chính để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "magicEden": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Magic Eden",
          "description": "Chúng tôi khuyên bạn nên ghim Magic Eden vào thanh tác vụ để truy cập ví của bạn dễ dàng hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn sao lưu ví của bạn bằng phương pháp an toàn. Không bao giờ chia sẻ cụm từ khôi phục bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "metamask": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng MetaMask",
          "description": "Chúng tôi khuyên bạn nên thêm MetaMask vào màn hình chính của bạn để truy cập nhanh."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng MetaMask",
          "description": "Chúng tôi khuyên bạn nên ghim MetaMask vào thanh tác vụ của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "nestwallet": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng NestWallet",
          "description": "Chúng tôi khuyên bạn nên ghim NestWallet vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "okx": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng OKX Wallet",
          "description": "Chúng tôi khuyên bạn nên thêm OKX Wallet vào màn hình chính của bạn để truy cập nhanh."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng OKX Wallet",
          "description": "Chúng tôi khuyên bạn nên ghim OKX Wallet vào thanh tác vụ của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "omni": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Omni",
          "description": "Thêm Omni vào màn hình chính của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "1inch": {
      "qr_code": {
        "step1": {
          "description": "Đặt 1inch Wallet vào màn hình chính để truy cập nhanh hơn vào ví của bạn.",
          "title": "Mở ứng dụng 1inch Wallet"
        },
        "step2": {
          "description": "Tạo ví và tên người dùng, hoặc nhập ví hiện có.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút Quét QR"
        }
      }
    },
    "token_pocket": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng TokenPocket",
          "description": "Chúng tôi khuyên bạn nên thêm TokenPocket vào màn hình chính của bạn để truy cập nhanh."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng TokenPocket",
          "description": "Chúng tôi khuyên bạn nên ghim TokenPocket vào thanh tác vụ của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "trust": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Trust Wallet",
          "description": "Thêm Trust Wallet vào màn hình chính của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào WalletConnect trong Cài đặt",
          "description": "Chọn Kết nối mới, sau đó quét mã QR và xác nhận nhắc nhở để kết nối."
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Trust Wallet",
          "description": "Nhấp vào góc trên cùng bên phải của trình duyệt của bạn và ghim Trust Wallet để dễ dàng truy cập."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Sau khi bạn thiết lập Trust Wallet, nhấp vào bên dưới để làm mới trình duyệt và tải tiện ích mở rộng."
        }
      }
    },
    "uniswap": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Uniswap",
          "description": "Thêm Uniswap Wallet vào màn hình chính của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "zerion": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Zerion",
          "description": "Chúng tôi khuyên bạn nên đặt Zerion trên màn hình chính để truy cập nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Zerion",
          "description": "Chúng tôi khuyên bạn nên ghim Zerion vào thanh tác vụ để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "rainbow": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Rainbow",
          "description": "Chúng tôi khuyên bạn nên đặt Rainbow trên màn hình chính để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên điện thoại của chúng tôi."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "enkrypt": {
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Enkrypt Wallet vào thanh tác vụ để truy cập ví nhanh hơn.",
          "title": "Cài đặt tiện ích mở rộng Enkrypt Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "frame": {
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Frame vào thanh tác vụ để truy cập ví nhanh hơn.",
          "title": "Cài đặt Frame và tiện ích mở rộng kèm theo"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "one_key": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng OneKey Wallet",
          "description": "Chúng tôi khuyên bạn nên ghim OneKey Wallet vào thanh tác vụ để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "paraswap": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng ParaSwap",
          "description": "Thêm ParaSwap Wallet vào màn hình chính của bạn để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "phantom": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Phantom",
          "description": "Chúng tôi khuyên bạn nên ghim Phantom vào thanh tác vụ để truy cập ví dễ dàng hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn sao lưu ví của bạn bằng phương pháp an toàn. Không bao giờ chia sẻ cụm từ khôi phục bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "rabby": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Rabby",
          "description": "Chúng tôi khuyên bạn nên ghim Rabby vào thanh tác vụ để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "ronin": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên đặt Ronin Wallet vào màn hình chính để truy cập nhanh hơn.",
          "title": "Mở ứng dụng Ronin Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      },
      "extension": {
        "step1": {
          "description": "Chúng tôi khuyên bạn nên ghim Ronin Wallet vào thanh tác vụ để truy cập nhanh hơn vào ví của bạn.",
          "title": "Cài đặt tiện ích mở rộng Ronin Wallet"
        },
        "step2": {
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng.",
          "title": "Làm mới trình duyệt của bạn"
        }
      }
    },
    "ramper": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Ramper",
          "description": "Chúng tôi khuyên bạn nên ghim Ramper vào thanh tác vụ để truy cập ví của bạn dễ dàng hơn."
        },
        "step2": {
          "title": "Tạo một Ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "safeheron": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Core",
          "description": "Chúng tôi khuyên bạn nên ghim Safeheron vào thanh tác vụ để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "taho": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Taho",
          "description": "Chúng tôi khuyên bạn nên ghim Taho vào thanh tác vụ để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "wigwam": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Wigwam",
          "description": "Chúng tôi khuyên bạn nên ghim Wigwam vào thanh tác vụ để truy cập ví của bạn nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "talisman": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Talisman",
          "description": "Chúng tôi khuyên bạn nên ghim Talisman vào thanh tác vụ để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập một Ethereum Wallet",
          "description": "Hãy chắc chắn sao lưu ví của bạn bằng phương pháp an toàn. Không bao giờ chia sẻ cụm từ khôi phục của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "ctrl": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng CTRL Wallet",
          "description": "Chúng tôi khuyến nghị ghim CTRL Wallet vào thanh tác vụ để truy cập ví của bạn nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "zeal": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Zeal",
          "description": "Thêm Zeal Wallet vào màn hình chính để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào biểu tượng QR và quét",
          "description": "Nhấn vào biểu tượng QR trên màn hình chính của bạn, quét mã và xác nhận nhắc nhở để kết nối."
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Zeal",
          "description": "Chúng tôi khuyên bạn nên ghim Zeal vào thanh tác vụ để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "safepal": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng SafePal Wallet",
          "description": "Nhấp vào phía trên bên phải trình duyệt của bạn và ghim SafePal Wallet để truy cập dễ dàng."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Sau khi cài đặt SafePal Wallet, bấm vào bên dưới để làm mới trình duyệt và tải tiện ích mở rộng."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng SafePal Wallet",
          "description": "Đặt SafePal Wallet trên màn hình chính để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn vào WalletConnect trong Cài đặt",
          "description": "Chọn Kết nối mới, sau đó quét mã QR và xác nhận nhắc nhở để kết nối."
        }
      }
    },
    "desig": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Desig",
          "description": "Chúng tôi khuyên bạn nên ghim Desig vào thanh tác vụ để truy cập ví dễ dàng hơn."
        },
        "step2": {
          "title": "Tạo một Ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "subwallet": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng SubWallet",
          "description": "Chúng tôi khuyến nghị ghim SubWallet vào thanh tác vụ để truy cập ví của bạn nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn sao lưu ví của bạn bằng phương pháp an toàn. Không bao giờ chia sẻ cụm từ khôi phục của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng SubWallet",
          "description": "Chúng tôi khuyến nghị đặt SubWallet lên màn hình chính để truy cập nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "clv": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng CLV Wallet",
          "description": "Chúng tôi khuyến nghị ghim CLV Wallet vào thanh tác vụ để truy cập ví của bạn nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng CLV Wallet",
          "description": "Chúng tôi khuyến nghị đặt CLV Wallet lên màn hình chính để truy cập nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn rằng bạn đã sao lưu ví của mình bằng phương pháp an toàn. Đừng bao giờ chia sẻ cụm từ bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "okto": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Okto",
          "description": "Thêm Okto vào màn hình chính để truy cập nhanh chóng"
        },
        "step2": {
          "title": "Tạo ví MPC",
          "description": "Tạo tài khoản và tạo ví"
        },
        "step3": {
          "title": "Nhấn vào WalletConnect trong Cài đặt",
          "description": "Nhấn vào biểu tượng Quét mã QR ở trên cùng bên phải và xác nhận lời nhắc để kết nối."
        }
      }
    },
    "ledger": {
      "desktop": {
        "step1": {
          "title": "Mở ứng dụng Ledger Live",
          "description": "Chúng tôi khuyến nghị đặt Ledger Live lên màn hình chính để truy cập nhanh hơn."
        },
        "step2": {
          "title": "Thiết lập Ledger của bạn",
          "description": "Thiết lập một Ledger mới hoặc kết nối với một cái hiện có."
        },
        "step3": {
          "title": "Kết nối",
          "description": "Một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      },
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Ledger Live",
          "description": "Chúng tôi khuyến nghị đặt Ledger Live lên màn hình chính để truy cập nhanh hơn."
        },
        "step2": {
          "title": "Thiết lập Ledger của bạn",
          "description": "Bạn có thể đồng bộ hóa với ứng dụng máy tính để bàn hoặc kết nối Ledger của bạn."
        },
        "step3": {
          "title": "Quét mã",
          "description": "Nhấn vào WalletConnect sau đó Chuyển sang Máy quét. Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "valora": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Valora",
          "description": "Chúng tôi khuyến nghị đặt Valora trên màn hình chính của bạn để truy cập nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "gate": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Gate",
          "description": "Chúng tôi khuyến nghị đặt Gate lên màn hình chính để truy cập nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      },
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Gate",
          "description": "Chúng tôi khuyến nghị ghim Gate vào thanh tác vụ để truy cập dễ dàng vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Hãy chắc chắn sao lưu ví của bạn bằng phương pháp an toàn. Không bao giờ chia sẻ cụm từ khôi phục bí mật của bạn với bất kỳ ai."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn thiết lập xong ví của mình, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    },
    "gemini": {
      "qr_code": {
        "step1": {
          "title": "Mở keys.gemini.com",
          "description": "Truy cập keys.gemini.com trên trình duyệt di động của bạn - không cần tải xuống ứng dụng."
        },
        "step2": {
          "title": "Tạo Ví Ngay Lập Tức",
          "description": "Thiết lập ví thông minh của bạn trong vài giây bằng cách sử dụng xác thực tích hợp của thiết bị."
        },
        "step3": {
          "title": "Quét để Kết Nối",
          "description": "Quét mã QR để kết nối ví của bạn ngay lập tức - nó sẽ hoạt động."
        }
      },
      "extension": {
        "step1": {
          "title": "Đi đến keys.gemini.com",
          "description": "Không cần tiện ích mở rộng hoặc tải xuống - ví của bạn sống an toàn trong trình duyệt."
        },
        "step2": {
          "title": "Thiết Lập Chỉ Với Một Cú Nhấp Chuột",
          "description": "Tạo ví thông minh của bạn ngay lập tức với xác thực khóa bảo mật - dễ dàng hơn bất kỳ ví nào khác."
        },
        "step3": {
          "title": "Kết nối và đi",
          "description": "Chấp thuận kết nối và bạn đã sẵn sàng - ví không thiên vị mà chỉ hoạt động."
        }
      }
    },
    "xportal": {
      "qr_code": {
        "step1": {
          "description": "Đặt xPortal lên màn hình chính để truy cập ví nhanh hơn.",
          "title": "Mở ứng dụng xPortal"
        },
        "step2": {
          "description": "Tạo ví hoặc nhập ví hiện có.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút Quét QR"
        }
      }
    },
    "mew": {
      "qr_code": {
        "step1": {
          "description": "Chúng tôi khuyến nghị đặt MEW Wallet lên màn hình chính để truy cập nhanh hơn.",
          "title": "Mở ứng dụng MEW Wallet"
        },
        "step2": {
          "description": "Bạn có thể dễ dàng sao lưu ví của mình bằng tính năng sao lưu trên đám mây.",
          "title": "Tạo hoặc Nhập ví"
        },
        "step3": {
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình.",
          "title": "Nhấn nút quét"
        }
      }
    },
    "zilpay": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng ZilPay",
          "description": "Thêm ZilPay vào màn hình chính để truy cập ví nhanh hơn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "nova": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng Nova Wallet",
          "description": "Thêm Nova Wallet vào màn hình chính để truy cập nhanh hơn vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "meco": {
      "qr_code": {
        "step1": {
          "title": "Mở ứng dụng MeCo Wallet",
          "description": "Thêm MeCo Wallet vào màn hình chính của bạn để truy cập nhanh vào ví của bạn."
        },
        "step2": {
          "title": "Tạo hoặc Nhập ví",
          "description": "Tạo ví mới hoặc nhập ví hiện có."
        },
        "step3": {
          "title": "Nhấn nút quét",
          "description": "Sau khi bạn quét, một lời nhắc kết nối sẽ xuất hiện để bạn kết nối ví của mình."
        }
      }
    },
    "anchorage_digital": {
      "extension": {
        "step1": {
          "title": "Cài đặt tiện ích mở rộng Anchorage Digital",
          "description": "Chúng tôi đề xuất ghim Anchorage Digital vào thanh tác vụ của bạn để truy cập ví dễ dàng hơn."
        },
        "step2": {
          "title": "Quét mã QR để đăng nhập",
          "description": "Kết nối ví của tổ chức bạn với dApps một cách an toàn với bảo mật cấp độ doanh nghiệp."
        },
        "step3": {
          "title": "Làm mới trình duyệt của bạn",
          "description": "Một khi bạn đăng nhập, nhấp vào dưới đây để làm mới trình duyệt và tải lại tiện ích mở rộng."
        }
      }
    }
  }
}
`;export{e as default};